/** The error shape of the API (part 1 §3, §8): detail, message, or a map of field errors. */
export type ErrorLike = {
  detail?: string | null;
  message?: string | null;
  errors?: Record<string, readonly string[] | string> | null;
};

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * What the generic error box shows (part 1 §8): the detail, else the message, else every field error joined
 * with "; ". Null when there is nothing to show, so the view can put its translated fallback
 * ("An unexpected error occurred") in place.
 */
export function errorText(error: ErrorLike | null | undefined): string | null {
  if (!error) return null;
  const detail = text(error.detail);
  if (detail) return detail;
  const message = text(error.message);
  if (message) return message;
  if (error.errors && typeof error.errors === 'object') {
    // A server may send a single string instead of a list for a field: accept both.
    const messages = Object.values(error.errors)
      .flatMap((value) => (Array.isArray(value) ? value : [value]))
      .map(text)
      .filter((value): value is string => value !== null);
    if (messages.length > 0) return messages.join('; ');
  }
  return null;
}
