import { useLingui } from '@lingui/react/macro';
import { ContactFormBlock } from '../../widgets/contactForm.tsx';
import { renderLink } from '../../runtime/links.tsx';
import type { ScreenProps } from '../../runtime/screenTypes.ts';
import { ServicesPage } from '../../ui/views/InfoPages/ServicesPage.tsx';

/** /services (part 2 §2): the valuation — intro, three accordion Q&As and the contact form. */
export default function ServicesScreen(_: ScreenProps) {
  const { t } = useLingui();
  return (
    <ServicesPage
      form={
        <ContactFormBlock
          page="/services"
          title={t`Заявка на оценку`}
          lead={t`Укажите модель или референс, год и состояние часов — менеджер свяжется с вами и попросит фотографии.`}
        />
      }
      renderLink={renderLink}
    />
  );
}
