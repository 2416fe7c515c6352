import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import type { Locale } from '../../kernel/language.ts';
import { PRODUCT_PAGES } from '../../kernel/siteMap.ts';
import { enqueueShopperMessages } from '../notify/outbox.ts';
import { noticePieces, telegramRecipients, type NoticePiece, type WrittenNotice } from './match-repository.ts';

/**
 * Issue 28: shoppers who signed in with Telegram (`users.telegram_id`) and switched `telegram_notices` on get each new
 * notice in their chat too, once, through the managers' outbox (server/notify): a row with subject 'notice', the
 * notice's id and the chat, written in the transaction that writes the notice, worded in the shopper's language.
 */

/** The messages' sentences (also in server/http/messages.ts's table, which holds every sentence the server writes). */
interface Parts {
  search: string;
  piece: string;
  /** Price and city, or "price on request" and city. */
  offer: string;
  old: string;
  now: string;
}
const WORDS: Record<Locale, { new_match(p: Parts): string; price_drop(p: Parts): string; available(p: Parts): string; onRequest: string }> = {
  ru: {
    new_match: (p) => `Новое поступление по поиску «${p.search}»: ${p.piece} — ${p.offer}`,
    price_drop: (p) => `Цена снизилась: ${p.piece} — было ${p.old}, стало ${p.now}`,
    available: (p) => `Снова доступно: ${p.piece} — ${p.offer}`,
    onRequest: 'цена по запросу',
  },
  en: {
    new_match: (p) => `New piece for your search "${p.search}": ${p.piece} — ${p.offer}`,
    price_drop: (p) => `Price dropped: ${p.piece} — was ${p.old}, now ${p.now}`,
    available: (p) => `Available again: ${p.piece} — ${p.offer}`,
    onRequest: 'price on request',
  },
};

/** "14 500 $" / "$14,500": whole dollars without cents, cents when there are some. */
export function money(amount: string, lang: Locale): string {
  const value = Number(amount);
  const digits = Number.isInteger(value) ? 0 : 2;
  if (lang === 'en') return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  return `${new Intl.NumberFormat('ru-RU', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value)}\u00a0$`;
}

/**
 * One notice as its Telegram message: what happened, the piece (brand, model, reference), its price — never one for
 * a piece on request — and city, then the piece's link (absolute when PUBLIC_ORIGIN is set, else the site path).
 */
export function renderNotice(notice: Pick<WrittenNotice, 'kind' | 'table' | 'productId' | 'searchName' | 'oldPrice' | 'newPrice'>, piece: NoticePiece, lang: Locale, origin: string | undefined): string | undefined {
  const words = WORDS[lang];
  const city = lang === 'en' ? piece.cityEn : piece.city;
  const price = piece.onRequest || piece.price === null ? words.onRequest : money(piece.price, lang);
  const parts: Parts = {
    search: notice.searchName ?? '',
    piece: [piece.brand, piece.model, piece.reference].filter((part) => part.trim() !== '').join(' '),
    offer: [price, city].filter(Boolean).join(', '),
    old: notice.oldPrice === null ? '' : money(notice.oldPrice, lang),
    now: notice.newPrice === null ? '' : money(notice.newPrice, lang),
  };
  // A price drop names both prices, so none is sent for a piece on request (the matcher writes drops of priced pieces
  // only, in this same transaction: this is a guard, not a case).
  if (notice.kind === 'price_drop' && (notice.oldPrice === null || notice.newPrice === null || piece.onRequest)) return undefined;
  const head = notice.kind === 'price_drop' ? words.price_drop(parts) : notice.kind === 'new_match' ? words.new_match(parts) : words.available(parts);
  return `${head}\n${origin ?? ''}${PRODUCT_PAGES[notice.table]}${notice.productId}`;
}

/** Writes the Telegram copies of `notices` for the shoppers who asked for them; answers how many. */
export async function enqueueTelegramNotices(trx: Kysely<Database>, notices: readonly WrittenNotice[], origin: string | undefined): Promise<number> {
  const chats = await telegramRecipients(trx, notices.map((n) => n.userId));
  const sent = notices.filter((n) => chats.has(n.userId));
  if (sent.length === 0) return 0;
  const named = await noticePieces(trx, sent);
  const messages = sent.flatMap((notice) => {
    const chat = chats.get(notice.userId);
    const piece = named.get(`${notice.table}:${notice.productId}`);
    const message = chat && piece ? renderNotice(notice, piece, chat.lang, origin) : undefined;
    return chat && message ? [{ noticeId: notice.id, chatId: chat.chatId, message }] : [];
  });
  await enqueueShopperMessages(trx, messages);
  return messages.length;
}
