import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { Button } from '../../Button/Button.tsx';
import { ConsentNotice } from '../../ConsentNotice/ConsentNotice.tsx';
import type { LinkRenderProps } from '../../link.tsx';
import { PhotoPicker, type PhotoPickerError, type PickedPhoto } from '../../PhotoPicker/PhotoPicker.tsx';
import * as form from '../../requestForm.css.ts';
import { FailureBanner, Honeypot, RequiredNote, SentBanner, TextArea, useFormBinding, type FieldProblemCode } from '../../requestFormParts.tsx';
import { TextField } from '../../TextField/TextField.tsx';
import * as styles from './OrderRequestForm.css.ts';

export const orderRequestStatuses = ['editing', 'submitting', 'success'] as const;
export type OrderRequestStatus = (typeof orderRequestStatuses)[number];

export type OrderRequestTextField = 'model' | 'name' | 'phone' | 'message' | 'website';
export type OrderRequestValues = Record<OrderRequestTextField, string>;
export type OrderRequestErrors = Partial<Record<'model' | 'name' | 'phone' | 'website', FieldProblemCode>> & { photos?: PhotoPickerError };

export type OrderRequestFormProps = {
  status: OrderRequestStatus;
  values: OrderRequestValues;
  errors: OrderRequestErrors;
  /** The optional photo, previewed (at most one). */
  photos: readonly PickedPhoto[];
  /** Why the last sending failed, already worded. */
  failureMessage?: string | null;
  onFieldChange: (field: OrderRequestTextField, value: string) => void;
  onPhotosAdd: (files: File[]) => void;
  onPhotoRemove: (index: number) => void;
  onSubmit: () => void;
  /** The consent notice's links; a plain anchor by default. */
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

/**
 * The home page's order request (part 1 §2.2 item 10, part 2 §3 "Order request form"): the wanted model or
 * reference, name, phone, a message and an optional photo, beside a short word on how the search works.
 */
export function OrderRequestForm({
  status,
  values,
  errors,
  photos,
  failureMessage,
  onFieldChange,
  onPhotosAdd,
  onPhotoRemove,
  onSubmit,
  renderLink,
}: OrderRequestFormProps) {
  const { t } = useLingui();
  const titleId = useId();
  const busy = status === 'submitting';

  const { submit, bind } = useFormBinding<'model' | 'name' | 'phone'>({ busy, values, errors, onFieldChange, onSubmit });

  return (
    <section className={styles.band} aria-labelledby={titleId}>
      <div className={styles.intro}>
        <p className={form.eyebrow}>
          <Trans>Под заказ</Trans>
        </p>
        <h2 id={titleId} className={styles.title}>
          <Trans>Не нашли нужную модель?</Trans>
        </h2>
        <hr className={styles.rule} />
        <p className={form.lead}>
          <Trans>Назовите модель или референс — мы найдём экземпляр у проверенных партнёров и привезём его в Москву или Дубай.</Trans>
        </p>
        <ol className={styles.steps}>
          <li className={styles.stepItem}>
            <span className={styles.stepNumber} aria-hidden="true">
              01
            </span>
            <Trans>Оставьте заявку — можно с фото или скриншотом.</Trans>
          </li>
          <li className={styles.stepItem}>
            <span className={styles.stepNumber} aria-hidden="true">
              02
            </span>
            <Trans>Менеджер уточнит детали и назовёт цену и сроки.</Trans>
          </li>
          <li className={styles.stepItem}>
            <span className={styles.stepNumber} aria-hidden="true">
              03
            </span>
            <Trans>Часы проходят экспертизу и приезжают к вам.</Trans>
          </li>
        </ol>
      </div>
      <div className={form.card}>
        {status === 'success' && (
          <SentBanner>
            <Trans>Заявка отправлена. Менеджер свяжется с вами, как только найдёт модель.</Trans>
          </SentBanner>
        )}
        <form className={form.form} noValidate onSubmit={submit} aria-busy={busy || undefined}>
          <div className={form.fields}>
            <TextField
              label={t`Модель или референс`}
              {...bind('model')}
              className={form.wide}
              placeholder={t`Например, Rolex Daytona 126500LN`}
              maxLength={200}
              required
            />
            <TextField label={t`Имя`} {...bind('name')} autoComplete="name" maxLength={100} required />
            <TextField
              label={t`Телефон`}
              {...bind('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+7 900 000-00-00"
              maxLength={32}
              required
            />
            <div className={form.wide}>
              <TextArea
                label={t`Пожелания`}
                name="message"
                rows={3}
                value={values.message}
                readOnly={busy}
                placeholder={t`Цвет циферблата, комплект, бюджет`}
                onChange={(value) => onFieldChange('message', value)}
              />
            </div>
            <div className={form.wide}>
              <PhotoPicker
                label={t`Фото (необязательно)`}
                photos={photos}
                max={1}
                error={errors.photos ?? null}
                hint={<Trans>JPEG, PNG или HEIC, до 10 МБ</Trans>}
                disabled={busy}
                onAdd={onPhotosAdd}
                onRemove={onPhotoRemove}
              />
            </div>
          </div>
          <Honeypot value={values.website} onChange={(value) => onFieldChange('website', value)} />
          <FailureBanner message={failureMessage} />
          {/* Issue 22 §10: the consent as a statement beside the submit button (the spec's form has no checkbox). */}
          <ConsentNotice renderLink={renderLink} />
          <div className={form.actions}>
            <Button type="submit" size="lg" className={form.submit} loading={busy}>
              <Trans>Отправить заявку</Trans>
            </Button>
            <RequiredNote />
          </div>
        </form>
      </div>
    </section>
  );
}
