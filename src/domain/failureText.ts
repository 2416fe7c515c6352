import { UNKNOWN_ERROR_MESSAGE, type ApiFailure } from '../api/errors.ts';

/**
 * The server's own words for a failure (part 1 §8, part 2 §8: "the server's detail, then message"), else the
 * caller's sentence in the visitor's language. Without an answer (network, timeout) `message` is transport text,
 * and without server data it is the unknown-error fallback: neither is the server's word.
 */
export function serverWordsOr(failure: ApiFailure, generic: string): string {
  if (failure.status === undefined) return generic;
  const text = failure.detail ?? (failure.message !== UNKNOWN_ERROR_MESSAGE ? failure.message : undefined);
  return text || generic;
}
