import { fromPromise, type NonReducibleUnknown, type PromiseActorLogic } from 'xstate';

type Creator<TOutput, TInput> = Parameters<typeof fromPromise<TOutput, TInput>>[0];

/**
 * `fromPromise` for API work: the creator gets the actor's `signal` (leaving the state aborts the request), and
 * once that signal has aborted the actor never reports — neither the abort as a failure nor a late answer.
 *
 * Why: a request is aborted only because its actor was stopped, and then nobody wants its outcome. Where the
 * actor lives on, the stop was a rehydration (React StrictMode and Activity stop a route's actor, restore its
 * snapshot and start it again; @xstate/react keeps the same child refs): the restarted child asks again, and
 * the first promise's "The request was aborted." must not reach the machine as an error, nor its partial
 * answer as data. A shopper never sees an aborted request.
 */
export function fromRequest<TOutput, TInput = NonReducibleUnknown>(creator: Creator<TOutput, TInput>): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(async (args) => {
    let output: TOutput;
    try {
      output = await creator(args);
    } catch (error) {
      if (args.signal.aborted) return abandoned<TOutput>();
      throw error;
    }
    return args.signal.aborted ? abandoned<TOutput>() : output;
  });
}

/** A promise that never settles: the stopped actor's outcome goes nowhere. */
const abandoned = <T>(): Promise<T> => new Promise<T>(() => {});
