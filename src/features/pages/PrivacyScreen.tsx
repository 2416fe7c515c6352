import { BOUTIQUE_EMAIL, BOUTIQUE_PHONE } from '../../domain/boutiqueContacts.ts';
import { renderLink } from '../../runtime/links.tsx';
import type { ScreenProps } from '../../runtime/screenTypes.ts';
import { PrivacyPage } from '../../ui/views/InfoPages/PrivacyPage.tsx';

/** /privacy-policy (part 2 §2), labelled «Политика возврата» in the menu: the policy and the return rule. */
export default function PrivacyScreen(_: ScreenProps) {
  return <PrivacyPage email={BOUTIQUE_EMAIL} phone={BOUTIQUE_PHONE} renderLink={renderLink} />;
}
