import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button, buttonClassName } from '../../Button/Button.tsx';
import { ConsentNotice } from '../../ConsentNotice/ConsentNotice.tsx';
import { CheckIcon } from '../../icons.tsx';
import { defaultRenderLink, type LinkRenderProps } from '../../link.tsx';
import { PhotoPicker, type PhotoPickerError, type PickedPhoto } from '../../PhotoPicker/PhotoPicker.tsx';
import * as form from '../../requestForm.css.ts';
import { FailureBanner, Honeypot, RequiredNote, TextArea, useFormBinding, type FieldProblemCode } from '../../requestFormParts.tsx';
import { TextField } from '../../TextField/TextField.tsx';
import { ServicesLayout } from '../ServicesSidebar/ServicesSidebar.tsx';
import * as styles from './BuybackPage.css.ts';

/** What the page shows: the form, the form while it is sent, or the success panel (part 2 §4). */
export const buybackPageStatuses = ['editing', 'submitting', 'success'] as const;
export type BuybackPageStatus = (typeof buybackPageStatuses)[number];

export type BuybackField = 'brand' | 'model' | 'year' | 'condition' | 'serial' | 'kit' | 'expectedPrice' | 'city' | 'name' | 'phone' | 'message' | 'website';
export type BuybackValues = Record<BuybackField, string>;
export type BuybackErrors = Partial<Record<BuybackField, FieldProblemCode>> & { photos?: PhotoPickerError };

/** Part 2 §9: up to 6 photos, all of them sent (issue 22 §8). */
export const BUYBACK_PHOTO_LIMIT = 6;

export type BuybackPageProps = {
  status: BuybackPageStatus;
  values: BuybackValues;
  errors: BuybackErrors;
  photos: readonly PickedPhoto[];
  /** Why the last sending failed, already worded. */
  failureMessage?: string | null;
  onFieldChange: (field: BuybackField, value: string) => void;
  onPhotosAdd: (files: File[]) => void;
  onPhotoRemove: (index: number) => void;
  onSubmit: () => void;
  /** The success panel's "evaluate another watch". */
  onRestart: () => void;
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

/**
 * /watch-buyback (part 2 §2, §3 "Buyback form", §5 "Buyback"): the watch (brand, model, year, condition, serial, kit,
 * expected price, city), up to 6 photos with previews, the seller's name, phone and comment; after sending, a success
 * panel. The shared services sidebar sits beside it.
 */
export function BuybackPage({
  status,
  values,
  errors,
  photos,
  failureMessage,
  onFieldChange,
  onPhotosAdd,
  onPhotoRemove,
  onSubmit,
  onRestart,
  renderLink = defaultRenderLink,
}: BuybackPageProps) {
  return (
    <ServicesLayout current={null} renderLink={renderLink}>
      <header className={styles.header}>
        <p className={form.eyebrow}>
          <Trans>Выкуп и обмен</Trans>
        </p>
        <h1 className={styles.title}>
          <Trans>Выкуп часов</Trans>
        </h1>
        <p className={form.lead}>
          <Trans>
            Расскажите о часах и приложите фото — предварительную оценку пришлём в течение 24 часов. Сделка проходит
            конфиденциально, в бутике в Москве или Дубае.
          </Trans>
        </p>
        <ul className={styles.promises}>
          <li className={styles.promise}>
            <CheckIcon className={styles.promiseIcon} size={16} />
            <Trans>Оценка онлайн за 24 часа</Trans>
          </li>
          <li className={styles.promise}>
            <CheckIcon className={styles.promiseIcon} size={16} />
            <Trans>Конфиденциально</Trans>
          </li>
          <li className={styles.promise}>
            <CheckIcon className={styles.promiseIcon} size={16} />
            <Trans>Москва и Дубай</Trans>
          </li>
        </ul>
      </header>
      {status === 'success' ? (
        <SuccessPanel onRestart={onRestart} renderLink={renderLink} />
      ) : (
        <BuybackForm
          busy={status === 'submitting'}
          values={values}
          errors={errors}
          photos={photos}
          failureMessage={failureMessage}
          onFieldChange={onFieldChange}
          onPhotosAdd={onPhotosAdd}
          onPhotoRemove={onPhotoRemove}
          onSubmit={onSubmit}
          renderLink={renderLink}
        />
      )}
    </ServicesLayout>
  );
}

type BuybackFormProps = Omit<BuybackPageProps, 'status' | 'onRestart'> & { busy: boolean };

function BuybackForm({ busy, values, errors, photos, failureMessage, onFieldChange, onPhotosAdd, onPhotoRemove, onSubmit, renderLink }: BuybackFormProps) {
  const { t } = useLingui();
  const { submit, bind: binding } = useFormBinding<Exclude<BuybackField, 'message' | 'website'>>({ busy, values, errors, onFieldChange, onSubmit });
  const bind = (name: Exclude<BuybackField, 'message' | 'website'>, maxLength: number) => ({ ...binding(name), maxLength });

  return (
    <form className={`${form.card} ${form.form}`} noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <fieldset className={form.group}>
        <legend className={form.groupTitle}>
          <span className={form.groupStep} aria-hidden="true">
            01
          </span>
          <Trans>О часах</Trans>
        </legend>
        <div className={form.fields}>
          <TextField label={t`Бренд`} {...bind('brand', 100)} placeholder={t`Например, Patek Philippe`} required />
          <TextField label={t`Модель`} {...bind('model', 200)} placeholder={t`Например, Nautilus 5711/1A`} required />
          <TextField label={t`Год выпуска`} {...bind('year', 20)} inputMode="numeric" />
          <TextField label={t`Состояние`} {...bind('condition', 200)} placeholder={t`Например, отличное, без полировки`} />
          <TextField label={t`Серийный номер`} {...bind('serial', 100)} />
          <TextField label={t`Комплект`} {...bind('kit', 200)} placeholder={t`Коробка, документы, бирки`} />
          <TextField label={t`Ожидаемая цена`} {...bind('expectedPrice', 50)} placeholder={t`Например, 115 000 $`} />
          <TextField label={t`Город`} {...bind('city', 100)} autoComplete="address-level2" placeholder={t`Где сейчас часы`} />
        </div>
      </fieldset>

      <fieldset className={form.group}>
        <legend className={form.groupTitle}>
          <span className={form.groupStep} aria-hidden="true">
            02
          </span>
          <Trans>Фотографии</Trans>
        </legend>
        <PhotoPicker
          label={t`Фото часов и комплекта`}
          photos={photos}
          max={BUYBACK_PHOTO_LIMIT}
          markFirst
          error={errors.photos ?? null}
          hint={<Trans>До 6 изображений: циферблат, корпус, задняя крышка, комплект. Все фото уйдут с заявкой; первое — главное.</Trans>}
          disabled={busy}
          onAdd={onPhotosAdd}
          onRemove={onPhotoRemove}
        />
      </fieldset>

      <fieldset className={form.group}>
        <legend className={form.groupTitle}>
          <span className={form.groupStep} aria-hidden="true">
            03
          </span>
          <Trans>Контакты</Trans>
        </legend>
        <div className={form.fields}>
          <TextField label={t`Имя`} {...bind('name', 100)} autoComplete="name" required />
          <TextField label={t`Телефон`} {...bind('phone', 32)} type="tel" inputMode="tel" autoComplete="tel" placeholder="+7 900 000-00-00" required />
          <div className={form.wide}>
            <TextArea label={t`Комментарий`} name="message" value={values.message} readOnly={busy} onChange={(value) => onFieldChange('message', value)} />
          </div>
        </div>
      </fieldset>

      <Honeypot value={values.website} onChange={(value) => onFieldChange('website', value)} />
      <FailureBanner message={failureMessage} />
      {/* Issue 22 §10: the consent as a statement beside the submit button (the spec's buyback needs only name and phone). */}
      <ConsentNotice renderLink={renderLink} />
      <div className={form.actions}>
        <Button type="submit" size="lg" className={form.submit} loading={busy}>
          <Trans>Отправить на оценку</Trans>
        </Button>
        <RequiredNote />
      </div>
    </form>
  );
}

function SuccessPanel({ onRestart, renderLink }: { onRestart: () => void; renderLink: (props: LinkRenderProps) => ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  // The form the visitor was in has gone: move focus to what replaced it, so a screen reader reads it next.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <span className={styles.panelMark} aria-hidden="true">
        <CheckIcon size={28} />
      </span>
      <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.panelTitle}>
        <Trans>Заявка на оценку принята</Trans>
      </h2>
      <p className={styles.panelText}>
        <Trans>Мы изучим описание и фото и в течение 24 часов свяжемся с вами с предварительной оценкой. Если понадобятся детали, менеджер уточнит их по телефону.</Trans>
      </p>
      <div className={styles.panelActions}>
        <Button variant="secondary" onClick={onRestart}>
          <Trans>Оценить ещё одни часы</Trans>
        </Button>
        {renderLink({ href: '/catalog', className: buttonClassName({ variant: 'ghost' }), children: <Trans>Перейти в каталог</Trans> })}
      </div>
    </section>
  );
}
