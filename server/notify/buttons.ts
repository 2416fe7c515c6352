import type { Subject } from './outbox.ts';
import type { InlineKeyboard } from './telegram.ts';

/**
 * The managers' buttons under an order's or a request's Telegram message (issue 27), and what a press answers and
 * shows. Callback data is `o:{orderId}:confirm` or `r:{requestId}:take`: short (Telegram allows 64 bytes) and
 * naming only the subject and the action, so a press is checked against the database, never trusted.
 */

export type OrderButton = 'confirm' | 'cancel';
export type RequestButton = 'take' | 'done';
export type Press = { subject: 'order'; id: number; action: OrderButton } | { subject: 'request'; id: number; action: RequestButton };

const PREFIX: Record<Subject, string> = { order: 'o', request: 'r' };
const ACTIONS: Record<Subject, readonly string[]> = { order: ['confirm', 'cancel'], request: ['take', 'done'] };
const LABEL: Record<OrderButton | RequestButton, string> = { confirm: 'Подтвердить', cancel: 'Отменить', take: 'Взять', done: 'Готово' };

/** The buttons each status offers: what the staff's moves (server/manage/actions.ts) can still do from there. */
const ORDER_BUTTONS: Record<string, OrderButton[]> = { pending: ['confirm', 'cancel'], confirmed: ['cancel'] };
const REQUEST_BUTTONS: Record<string, RequestButton[]> = { new: ['take', 'done'], in_progress: ['done'] };

export function callbackData(subject: Subject, id: number, action: string): string {
  return `${PREFIX[subject]}:${id}:${action}`;
}

/** The press a button's data names, or undefined for data this server never wrote. */
export function parsePress(data: unknown): Press | undefined {
  if (typeof data !== 'string') return undefined;
  const match = /^([or]):([1-9]\d{0,9}):([a-z]+)$/.exec(data);
  if (!match) return undefined;
  const subject: Subject = match[1] === 'o' ? 'order' : 'request';
  const id = Number(match[2]);
  const action = match[3] ?? '';
  if (!ACTIONS[subject].includes(action) || id > 2_147_483_647) return undefined;
  return subject === 'order' ? { subject, id, action: action as OrderButton } : { subject, id, action: action as RequestButton };
}

/** The keyboard for a subject in a status; no buttons left is an empty keyboard (editing with it removes them). */
export function keyboardFor(subject: Subject, id: number, status: string): InlineKeyboard {
  const actions = (subject === 'order' ? ORDER_BUTTONS : REQUEST_BUTTONS)[status] ?? [];
  return { inline_keyboard: actions.length === 0 ? [] : [actions.map((action) => ({ text: LABEL[action], callback_data: callbackData(subject, id, action) }))] };
}

/** The buttons a new order's or request's message is sent with. */
export function initialKeyboard(subject: Subject, id: number): InlineKeyboard {
  return keyboardFor(subject, id, subject === 'order' ? 'pending' : 'new');
}

const ORDER_STATUS: Record<string, string> = {
  confirmed: '✅ Подтверждён',
  cancelled: '❌ Отменён',
  shipped: '🚚 Отправлен',
  delivered: '📦 Доставлен',
};
const REQUEST_STATUS: Record<string, string> = { in_progress: '🛠 В работе', done: '✅ Готово' };

/** The line added under the message: the status and who moved it there ("✅ Подтверждён — Анна Смирнова"). */
export function statusLine(subject: Subject, status: string, by: string | undefined): string | undefined {
  const line = (subject === 'order' ? ORDER_STATUS : REQUEST_STATUS)[status];
  return line === undefined ? undefined : by ? `${line} — ${by}` : line;
}

const DONE: Record<OrderButton | RequestButton, string> = { confirm: 'Подтверждено', cancel: 'Отменено', take: 'Взято в работу', done: 'Готово' };
const ALREADY_ORDER: Record<string, string> = {
  pending: 'Заказ ещё ожидает подтверждения',
  confirmed: 'Уже подтверждён',
  cancelled: 'Уже отменён',
  shipped: 'Уже отправлен',
  delivered: 'Уже доставлен',
};
const ALREADY_REQUEST: Record<string, string> = { new: 'Заявка ещё новая', in_progress: 'Уже в работе', done: 'Уже готово' };

/** The short answer on the presser's screen: what was done, or where the subject already is. */
export function answerText(press: Press, moved: boolean, status: string): string {
  if (moved) return DONE[press.action];
  return (press.subject === 'order' ? ALREADY_ORDER : ALREADY_REQUEST)[status] ?? 'Уже сделано';
}

/** The message as first sent, from a pressed message's text: anything after its first status line is dropped. */
export function originalText(text: string): string {
  const lines = Object.values({ ...ORDER_STATUS, ...REQUEST_STATUS });
  const paragraphs = text.split('\n\n');
  const at = paragraphs.findIndex((paragraph) => lines.some((line) => paragraph.startsWith(line)));
  return at > 0 ? paragraphs.slice(0, at).join('\n\n') : text;
}
