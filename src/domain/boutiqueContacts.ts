/**
 * The boutique's published contacts, one place for every page that shows them (/about, /contacts, the privacy
 * policy). The phone is the shop's one contact number (part 1 §2.2 item 11; the shell's footer shows the same
 * one); WhatsApp dials it, Telegram is the managers' account, the mailbox answers orders, requests and
 * personal-data questions (part 2 §9 "the privacy contact mailbox is static text").
 */
export const BOUTIQUE_PHONE = '+7 (495) 120-45-45';

export const BOUTIQUE_EMAIL = 'info@moscow-dubai.ru';

const digits = BOUTIQUE_PHONE.replace(/\D/g, '');

export const BOUTIQUE_CONTACTS = {
  phone: BOUTIQUE_PHONE,
  email: BOUTIQUE_EMAIL,
  /** WhatsApp's click-to-chat link takes the number in international form, digits only. */
  whatsappHref: `https://wa.me/${digits}`,
  telegramHref: 'https://t.me/moscow_dubai_boutique',
} as const;
