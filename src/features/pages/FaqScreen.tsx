import { renderLink } from '../../runtime/links.tsx';
import type { ScreenProps } from '../../runtime/screenTypes.ts';
import { FaqPage } from '../../ui/views/InfoPages/FaqPage.tsx';

/** /faq (part 2 §2): four accordion groups, links to /support and /contacts. */
export default function FaqScreen(_: ScreenProps) {
  return <FaqPage renderLink={renderLink} />;
}
