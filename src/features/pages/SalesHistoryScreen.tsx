import { renderLink } from '../../runtime/links.tsx';
import type { ScreenProps } from '../../runtime/screenTypes.ts';
import { SalesHistoryPage } from '../../ui/views/InfoPages/SalesHistoryPage.tsx';

/** /sales-history (part 2 §2): under development, with a link to /catalog. */
export default function SalesHistoryScreen(_: ScreenProps) {
  return <SalesHistoryPage renderLink={renderLink} />;
}
