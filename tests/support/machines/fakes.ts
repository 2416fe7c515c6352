import { vi } from 'vitest';
import { fromPromise, type EventObject } from 'xstate';
import { deferred } from '../deferred.ts';

/**
 * The live side of a model-based test (./model.ts): invoked actors stand in as hand-settled fakes (`fakeRequest`),
 * delays run on fake timers, and `performStep` turns each model step into what the live actor would get.
 */

/** How a model step settles a call: the output of its done event, or the error of its error event. */
export type Outcome = { output?: unknown } | { error: unknown };

/** A promise actor whose every call waits for the test to settle it (what a model's done/error step does). */
export function fakeRequest<TOutput, TInput = unknown>() {
  const calls: {
    input: TInput;
    signal: AbortSignal;
    resolve: (value: TOutput) => void;
    reject: (error: unknown) => void;
    /** Settles the call as a model's done or error event says (its output is the model's, untyped). */
    settle: (outcome: Outcome) => void;
  }[] = [];
  const logic = fromPromise<TOutput, TInput>(({ input, signal }) => {
    const call = deferred<unknown>();
    calls.push({
      input,
      signal,
      resolve: call.resolve,
      reject: call.reject,
      settle: (outcome) => ('error' in outcome ? call.reject(outcome.error) : call.resolve(outcome.output)),
    });
    // The model's outputs are written for this actor (the test pairs them by invoke id); the type cannot say so.
    return call.promise as Promise<TOutput>;
  });
  const last = () => {
    const call = calls.at(-1);
    if (!call) throw new Error('the actor was never invoked');
    return call;
  };
  return { logic, calls, last };
}

/** Lets promise callbacks and the actor's done/error events run (several microtask hops inside xstate). */
export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

/** What a live actor gets from its invoked children and its clock, as a model step names it. */
type Answer =
  | { type: `xstate.done.actor.${string}`; output?: unknown }
  | { type: `xstate.error.actor.${string}`; error: unknown }
  | { type: `xstate.after.${string}` };

const isAnswer = (event: EventObject): event is Answer => event.type.startsWith('xstate.');

export type Live<TEvent extends EventObject> = {
  send: (event: TEvent) => void;
  /** The fakes standing in for the invoked actors, by invoke id. */
  fakes?: Record<string, { last: () => { settle: (outcome: Outcome) => void } }>;
  /** Milliseconds of each named delay (fake timers advance by it). */
  delays?: Record<string, number>;
};

/** Performs one model step on a live actor: settles a fake, advances the fake clock or sends the event. */
export async function performStep<TEvent extends EventObject>(live: Live<TEvent>, event: NoInfer<TEvent> | Answer): Promise<void> {
  if (!isAnswer(event)) {
    live.send(event);
    await flush();
    return;
  }
  const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  const delay = /^xstate\.after\.([^.]+)\./.exec(event.type);
  if (settled?.[2]) {
    const fake = live.fakes?.[settled[2]];
    if (!fake) throw new Error(`no fake for the invoked actor "${settled[2]}"`);
    fake.last().settle('error' in event ? { error: event.error } : { output: 'output' in event ? event.output : undefined });
    await flush();
  } else if (delay?.[1]) {
    const ms = live.delays?.[delay[1]];
    if (ms === undefined) throw new Error(`no duration for the delay "${delay[1]}"`);
    await vi.advanceTimersByTimeAsync(ms);
  } else throw new Error(`no way to perform ${event.type}`);
}
