import type { Faq, SalesHistoryBrand, SoldPiece } from '../../api/types.ts';
import { soldPieceCardOf } from '../../domain/soldPieces.ts';
import { selectFaqListStatus, selectFaqs, type FaqListSnapshot } from '../../machines/faqListMachine.ts';
import {
  salesQueryOf,
  selectIsSalesFiltered,
  selectSalesFilters,
  selectSalesHistoryStatus,
  selectSalesPageCount,
  selectSoldBrands,
  selectSoldPieces,
  type SalesFilters,
  type SalesHistorySnapshot,
} from '../../machines/salesHistoryMachine.ts';
import type { Locale } from '../../runtime/i18n.ts';
import { memoLast } from '../../runtime/memoLast.ts';
import type { FaqEntry } from '../../ui/views/fallbackFaqs.ts';
import type { SupportFaqStatus } from '../../ui/views/InfoPages/SupportPage.tsx';
import type { SalesHistoryPageProps, SoldPieceCardData } from '../../ui/views/SalesHistoryPage/SalesHistoryPage.tsx';

/**
 * The information pages' reads. /support has machine data (faqListMachine) and /sales-history (salesHistoryMachine);
 * the other pages are static copy over the boutique's contacts and maps. Read with
 * `useSelector(actor, selectSupportPageProps, shallowEqual)`.
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

// /sales-history (issue 26): salesHistoryMachine.

const cardsOf = memoLast((pieces: readonly SoldPiece[], locale: Locale): SoldPieceCardData[] => pieces.map((piece) => soldPieceCardOf(piece, locale)));

/** The server matches brand names ignoring accents, case and spaces; the select finds its option the same way. */
const brandKey = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, '')
    .toLowerCase();

/** The brand select: the brands with sold pieces (and their counts), and the one chosen even when it has none. */
const brandChoiceOf = memoLast((brands: readonly SalesHistoryBrand[], chosen: string) => {
  const options = brands.map(({ name, count }) => ({ value: name, label: `${name} · ${count}` }));
  if (!chosen) return { value: '', options };
  const match = brands.find(({ name }) => brandKey(name) === brandKey(chosen));
  return match ? { value: match.name, options } : { value: chosen, options: [{ value: chosen, label: chosen }, ...options] };
});

export type SalesHistoryPageData = Pick<SalesHistoryPageProps, 'state' | 'pieces' | 'kind' | 'brand' | 'brandOptions' | 'filtered' | 'page' | 'pageCount'>;

export function selectSalesHistoryPageProps(snapshot: SalesHistorySnapshot, locale: Locale): SalesHistoryPageData {
  const { kind, brand, page } = selectSalesFilters(snapshot);
  const choice = brandChoiceOf(selectSoldBrands(snapshot), brand);
  return {
    state: selectSalesHistoryStatus(snapshot),
    pieces: cardsOf(selectSoldPieces(snapshot), locale),
    kind,
    brand: choice.value,
    brandOptions: choice.options,
    filtered: selectIsSalesFiltered(snapshot),
    page,
    pageCount: selectSalesPageCount(snapshot),
  };
}

/** A page's address with the filters shown (page 1 without `page`): a real link, as the catalogue's pages are. */
export function salesPageHref(filters: Pick<SalesFilters, 'kind' | 'brand'>, page: number): string {
  const query = salesQueryOf({ kind: filters.kind, brand: filters.brand, page });
  return query ? `/sales-history?${query}` : '/sales-history';
}
