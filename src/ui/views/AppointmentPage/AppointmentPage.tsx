import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '../../a11y.css.ts';
import { Button } from '../../Button/Button.tsx';
import { ConsentNotice } from '../../ConsentNotice/ConsentNotice.tsx';
import * as field from '../../field.css.ts';
import { WatchIcon } from '../../icons.tsx';
import { defaultRenderLink, type LinkRenderProps } from '../../link.tsx';
import * as form from '../../requestForm.css.ts';
import { FailureBanner, Honeypot, RequiredMark, RequiredNote, SentBanner, TextArea, useFormBinding, type FieldProblemCode } from '../../requestFormParts.tsx';
import { segment, segmented, segmentInput } from '../../segmented.css.ts';
import { Select } from '../../Select/Select.tsx';
import { TextField } from '../../TextField/TextField.tsx';
import { HoursBlock, type HoursRowView } from '../InfoPages/HoursBlock.tsx';
import { ServicesLayout } from '../ServicesSidebar/ServicesSidebar.tsx';
import * as styles from './AppointmentPage.css.ts';

export const appointmentPageStatuses = ['editing', 'submitting', 'success'] as const;
export type AppointmentPageStatus = (typeof appointmentPageStatuses)[number];

/** Part 2 §5: Москва or Дубай (the contract's values). */
export const appointmentCityValues = ['moscow', 'dubai'] as const;
export type AppointmentCityValue = (typeof appointmentCityValues)[number];

export type AppointmentField = 'city' | 'date' | 'time' | 'name' | 'phone' | 'message' | 'website';
export type AppointmentValues = Record<AppointmentField, string>;
export type AppointmentErrors = Partial<Record<AppointmentField, FieldProblemCode>>;

/** A visit slot ("15:30"); one that has gone by today is shown but cannot be chosen. */
export type TimeSlot = { value: string; disabled: boolean };

export type AppointmentPageProps = {
  status: AppointmentPageStatus;
  values: AppointmentValues;
  errors: AppointmentErrors;
  /** The first day that can be chosen (YYYY-MM-DD): today in the boutique's city. */
  minDate: string;
  /** The slots inside the chosen boutique's hours on the chosen day (none until both are chosen, none when closed). */
  timeSlots: readonly TimeSlot[];
  /** The chosen boutique's week (issue 22 item 9: the one set of hours every page shows). */
  hours: readonly HoursRowView[];
  /** Why the last sending failed, already worded. */
  failureMessage?: string | null;
  onFieldChange: (field: AppointmentField, value: string) => void;
  onSubmit: () => void;
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

/**
 * /appointment (part 2 §2, §3 "Appointment form", §5 "Appointment", §9): the boutique (Москва or Дубай), a day and a
 * time within that boutique's hours on that day (kernel/boutiques.ts), name, phone and a comment; the shared services
 * sidebar beside it.
 */
export function AppointmentPage({
  status,
  values,
  errors,
  minDate,
  timeSlots,
  hours,
  failureMessage,
  onFieldChange,
  onSubmit,
  renderLink = defaultRenderLink,
}: AppointmentPageProps) {
  const { t } = useLingui();
  const id = useId();
  const busy = status === 'submitting';
  const cities: { value: AppointmentCityValue; label: string }[] = [
    { value: 'moscow', label: t`Москва` },
    { value: 'dubai', label: t`Дубай` },
  ];
  const { submit, bind, problem } = useFormBinding<'date' | 'name' | 'phone'>({ busy, values, errors, onFieldChange, onSubmit });
  const cityError = problem('city', errors.city);

  return (
    <ServicesLayout current="/appointment" renderLink={renderLink}>
      <header className={styles.header}>
        <p className={form.eyebrow}>
          <Trans>Бутики в Москве и Дубае</Trans>
        </p>
        <h1 className={styles.title}>
          <Trans>Запись на встречу</Trans>
        </h1>
        <p className={form.lead}>
          <Trans>Приходите примерить часы, обсудить покупку, обмен или выкуп. Подготовим к визиту модели, которые вас интересуют.</Trans>
        </p>
        <div className={styles.hours}>
          <WatchIcon className={styles.hoursIcon} size={18} />
          <HoursBlock rows={hours} headingLevel={2} title={t`Часы работы бутиков`} />
        </div>
      </header>

      <div className={form.card}>
        {status === 'success' && (
          <SentBanner>
            <Trans>Вы записаны. Менеджер позвонит, чтобы подтвердить визит.</Trans>
          </SentBanner>
        )}
        <form className={form.form} noValidate onSubmit={submit} aria-busy={busy || undefined}>
          <fieldset className={form.group}>
            <legend className={form.groupTitle}>
              <span className={form.groupStep} aria-hidden="true">
                01
              </span>
              <Trans>Бутик, день и время</Trans>
            </legend>
            <fieldset className={styles.cityGroup} aria-describedby={cityError ? `${id}-city-error` : undefined}>
              <legend className={`${field.label} ${styles.cityLegend}`}>
                <Trans>Город</Trans>
                <RequiredMark />
              </legend>
              <div className={cityError ? `${segmented} ${styles.cityInvalid}` : segmented}>
                {cities.map((city) => (
                  <label key={city.value}>
                    <input
                      type="radio"
                      name="city"
                      value={city.value}
                      className={`${visuallyHidden} ${segmentInput}`}
                      checked={values.city === city.value}
                      disabled={busy}
                      aria-invalid={cityError ? true : undefined}
                      onChange={() => onFieldChange('city', city.value)}
                    />
                    <span className={segment}>{city.label}</span>
                  </label>
                ))}
              </div>
              {cityError && (
                <p id={`${id}-city-error`} className={field.error}>
                  {cityError}
                </p>
              )}
            </fieldset>
            <div className={form.fields}>
              <TextField label={t`Дата`} {...bind('date')} type="date" min={minDate} required />
              <Select
                label={
                  <>
                    {t`Время`}
                    <RequiredMark />
                  </>
                }
                name="time"
                value={values.time}
                placeholder={t`Выберите время`}
                options={timeSlots.map((slot) => ({ value: slot.value, label: slot.value, disabled: slot.disabled }))}
                disabled={busy}
                error={problem('time', errors.time)}
                required
                onChange={(event) => onFieldChange('time', event.target.value)}
              />
            </div>
          </fieldset>

          <fieldset className={form.group}>
            <legend className={form.groupTitle}>
              <span className={form.groupStep} aria-hidden="true">
                02
              </span>
              <Trans>Контакты</Trans>
            </legend>
            <div className={form.fields}>
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
                  label={t`Комментарий`}
                  name="message"
                  rows={3}
                  value={values.message}
                  readOnly={busy}
                  placeholder={t`Какие модели подготовить к визиту`}
                  onChange={(value) => onFieldChange('message', value)}
                />
              </div>
            </div>
          </fieldset>

          <Honeypot value={values.website} onChange={(value) => onFieldChange('website', value)} />
          <FailureBanner message={failureMessage} />
          {/* Issue 22 §10: the consent as a statement beside the submit button (the spec's appointment has no checkbox). */}
          <ConsentNotice renderLink={renderLink} />
          <div className={form.actions}>
            <Button type="submit" size="lg" className={form.submit} loading={busy}>
              <Trans>Записаться</Trans>
            </Button>
            <RequiredNote />
          </div>
        </form>
      </div>
    </ServicesLayout>
  );
}
