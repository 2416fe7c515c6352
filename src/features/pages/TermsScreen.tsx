import { BOUTIQUE_EMAIL, BOUTIQUE_PHONE } from '../../domain/boutiqueContacts.ts';
import { renderLink } from '../../runtime/links.tsx';
import type { ScreenProps } from '../../runtime/screenTypes.ts';
import { TermsPage } from '../../ui/views/InfoPages/TermsPage.tsx';

/** /terms (issue 22 item 2): the terms of sale, linked from the checkout's consent and the footer. */
export default function TermsScreen(_: ScreenProps) {
  return <TermsPage email={BOUTIQUE_EMAIL} phone={BOUTIQUE_PHONE} renderLink={renderLink} />;
}
