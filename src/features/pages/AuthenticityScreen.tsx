import { useLingui } from '@lingui/react/macro';
import { ContactFormBlock } from '../../widgets/contactForm.tsx';
import { renderLink } from '../../runtime/links.tsx';
import type { ScreenProps } from '../../runtime/screenTypes.ts';
import { AuthenticityPage } from '../../ui/views/InfoPages/AuthenticityPage.tsx';

/** /authenticity (part 2 §2, §9): what is checked, usually in 1–2 business days, and the contact form. */
export default function AuthenticityScreen(_: ScreenProps) {
  const { t } = useLingui();
  return (
    <AuthenticityPage
      form={
        <ContactFormBlock
          page="/authenticity"
          title={t`Заявка на проверку`}
          lead={t`Укажите модель и референс часов — менеджер свяжется с вами и подберёт время визита.`}
        />
      }
      renderLink={renderLink}
    />
  );
}
