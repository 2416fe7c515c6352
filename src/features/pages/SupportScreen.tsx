import { useLingui } from '@lingui/react/macro';
import { shallowEqual, useSelector } from '@xstate/react';
import { faqListMachine } from '../../machines/faqListMachine.ts';
import { useRouteActor } from '../../runtime/appActors.tsx';
import { ContactFormBlock } from '../../widgets/contactForm.tsx';
import { renderLink } from '../../runtime/links.tsx';
import type { ScreenProps } from '../../runtime/screenTypes.ts';
import { SupportPage } from '../../ui/views/InfoPages/SupportPage.tsx';
import { selectSupportPageProps } from './pagesSelectors.ts';

/** /support (part 2 §2, §8): the contact form and the FAQ from the server, or the fixed five with a notice. */
export default function SupportScreen(_: ScreenProps) {
  const { t } = useLingui();
  const actor = useRouteActor(faqListMachine, undefined, 'support');
  const view = useSelector(actor, selectSupportPageProps, shallowEqual);
  return (
    <SupportPage
      {...view}
      onRetry={() => actor.send({ type: 'faqs.retry' })}
      form={
        <ContactFormBlock
          page="/support"
          title={t`Задать вопрос`}
          lead={t`Опишите ситуацию и, если вопрос о заказе, укажите его номер — так мы ответим быстрее.`}
        />
      }
      renderLink={renderLink}
    />
  );
}
