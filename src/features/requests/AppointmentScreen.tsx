import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useContactFormActor, useTranslate } from '../../widgets/contactForm.tsx';
import { renderLink } from '../../runtime/links.tsx';
import type { ScreenProps } from '../../runtime/screenTypes.ts';
import { AppointmentPage } from '../../ui/views/AppointmentPage/AppointmentPage.tsx';
import { selectAppointmentPageProps } from './requestsSelectors.ts';

/** The clock the page reads for its first day and its gone-by slots: once a minute is enough for half-hour slots. */
const CLOCK_TICK_MS = 60_000;

function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * /appointment (part 2 §2, §3, §5 "Appointment", §9): a route-local contactFormMachine of kind `appointment` — city
 * Москва or Дубай, a day and a time inside that boutique's hours (kernel/boutiques.ts), the phone sent as digits, the
 * 4000 ms toast.
 */
export default function AppointmentScreen({ route }: ScreenProps) {
  const actor = useContactFormActor('appointment', route);
  const translate = useTranslate();
  const now = useMinuteClock();
  const view = useSelector(actor, (snapshot) => selectAppointmentPageProps(snapshot, translate, now), shallowEqual);
  return (
    <AppointmentPage
      {...view}
      onFieldChange={(field, value) => actor.send({ type: 'field.change', field, value })}
      onSubmit={() => actor.send({ type: 'form.submit' })}
      renderLink={renderLink}
    />
  );
}
