import { maskPhone } from '../../kernel/phoneMask.ts';

/**
 * The phone fields' mask in the browser (kernel/phoneMask.ts). Russian numbers are masked at once; international
 * ones are formatted by libphonenumber's AsYouType ("+971 50 123 4567"), whose metadata (~35 KB gzip) is fetched the
 * first time someone types an international number, not with the shell (issue 25). Until it has arrived the field
 * keeps what was typed: its digits and separators, "00" read as "+", never more than 15 digits. Nothing is lost:
 * the number is normalised by the shop's one rule when it is sent (src/api/phone.ts) and again by the server.
 */
type Formatter = (plusDigits: string) => string;
let asYouType: Formatter | null = null;
let loading: Promise<void> | null = null;

/** Fetches the international formatter once (a failed fetch is tried again at the next keystroke). */
export function loadPhoneFormats(): Promise<void> {
  loading ??= import('libphonenumber-js/min').then(
    ({ AsYouType }) => {
      asYouType = (plusDigits) => new AsYouType().input(plusDigits);
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** What was typed, kept as typed (digits, spaces, brackets, dashes), "00" read as "+", cut at `plusDigits`' length. */
function asTyped(input: string, plusDigits: string): string {
  let text = input.trim().replace(/^00/, '+').replace(/[^\d\s()+-]/g, '');
  let digits = 0;
  let end = 0;
  while (end < text.length && digits < plusDigits.length - 1) if (/\d/.test(text[end++] as string)) digits++;
  text = text.slice(0, end).trimEnd();
  return text.startsWith('+') ? text : `+${text}`;
}

/** The mask applied at every keystroke of a phone field. */
export function formatPhoneAsTyped(input: string): string {
  return maskPhone(input, (plusDigits) => {
    if (asYouType) return asYouType(plusDigits);
    loadPhoneFormats().catch(() => undefined);
    return asTyped(input, plusDigits);
  });
}
