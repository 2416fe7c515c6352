import type { Faq } from '../../api/types.ts';
import { selectFaqListStatus, selectFaqs, type FaqListSnapshot } from '../../machines/faqListMachine.ts';
import { memoLast } from '../../runtime/memoLast.ts';
import type { FaqEntry } from '../../ui/views/fallbackFaqs.ts';
import type { SupportFaqStatus } from '../../ui/views/InfoPages/SupportPage.tsx';

/**
 * The information pages' reads. Only /support has machine data (faqListMachine); the other pages are static
 * copy over the boutique's contacts and maps. Read with `useSelector(actor, selectSupportPageProps, shallowEqual)`.
 */

const entriesOf = memoLast((faqs: readonly Faq[]): FaqEntry[] => faqs.map(({ id, question, answer }) => ({ id, question, answer })));

export type SupportPageData = {
  status: SupportFaqStatus;
  /** The server's entries; empty in `loading` and `fallback`, where the view shows its skeleton or the fixed five. */
  faqs: FaqEntry[];
};

export function selectSupportPageProps(snapshot: FaqListSnapshot): SupportPageData {
  return { status: selectFaqListStatus(snapshot), faqs: entriesOf(selectFaqs(snapshot)) };
}
