import { useLingui } from '@lingui/react/macro';
import { ContactFormBlock } from '../../widgets/contactForm.tsx';
import type { ScreenProps } from '../../runtime/screenTypes.ts';
import { ServicePage } from '../../ui/views/InfoPages/ServicePage.tsx';

/** /service (part 2 §2): the works and their timeframes, and the contact form. */
export default function ServiceScreen(_: ScreenProps) {
  const { t } = useLingui();
  return (
    <ServicePage
      form={
        <ContactFormBlock
          page="/service"
          title={t`Заявка в сервис`}
          lead={t`Опишите часы и что с ними происходит — подскажем, какая работа нужна, и назовём сроки.`}
        />
      }
    />
  );
}
