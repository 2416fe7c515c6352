import { isApiError, type ApiFailureCode } from '../api/errors.ts';
import { RuleError } from './productEntry.ts';

/**
 * The optimistic change queue the cart, favorites and comparison share (part 1 §4): changes go to the server one at
 * a time, and what the shopper sees is the server's last answer with the waiting changes laid over it.
 */

/** Why a change failed: the transport's code, or one of part 1 §4's internal rules (a RuleError's code). */
export const failureCodeOf = <TRule extends string>(error: unknown): ApiFailureCode | TRule =>
  error instanceof RuleError ? (error.code as TRule) : isApiError(error) ? error.failure.code : 'unknown';

/**
 * Rolls the failed change (the head of the queue) back — it is simply no longer shown — and asks for the server's
 * state after it: a failure may come after the server made the change (a timeout, a toggle whose follow-up list
 * failed). A failed load is not followed by another, nor is a load added twice.
 */
export function dropFailedChange<TOp extends { kind: string }, TCode>(
  pending: readonly TOp[],
  code: TCode,
  load: TOp,
): { pending: TOp[]; failure: { action: TOp['kind']; code: TCode } } {
  const [failed, ...rest] = pending;
  const reconcile = failed !== undefined && failed.kind !== load.kind && rest.at(-1)?.kind !== load.kind;
  return { pending: reconcile ? [...rest, load] : rest, failure: { action: failed?.kind ?? load.kind, code } };
}
