// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { useActorRef, useSelector } from '@xstate/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, fromPromise, setup, type AnyActorLogic } from 'xstate';
import { fromRequest } from './machines/fromRequest.ts';

/**
 * Issue 10 §1: under React StrictMode (every `npm run dev` page) a route's actor is started, stopped — which
 * aborts its requests — rehydrated and started again. The request the first start made must not reach the
 * machine as "The request was aborted."; the restarted actor asks again and shows the answer.
 */
type Answer = { value: string };

function loaderMachine(load: AnyActorLogic) {
  return setup({
    types: { context: {} as { value: string | null; failure: string | null } },
    actors: { load },
  }).createMachine({
    context: { value: null, failure: null },
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          src: 'load',
          onDone: { target: 'shown', actions: assign({ value: ({ event }) => (event.output as Answer).value }) },
          onError: { target: 'failed', actions: assign({ failure: ({ event }) => String((event.error as Error).message) }) },
        },
      },
      shown: {},
      failed: {},
    },
  });
}

/** A request that answers after a tick, or rejects as fetch does when its signal aborts. */
function request(calls: string[]) {
  return ({ signal }: { signal: AbortSignal }) =>
    new Promise<Answer>((resolve, reject) => {
      const call = `call ${calls.length + 1}`;
      calls.push(call);
      const timer = setTimeout(() => resolve({ value: call }), 5);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('The request was aborted.', 'AbortError'));
      });
    });
}

function Screen({ logic }: { logic: ReturnType<typeof loaderMachine> }) {
  const actor = useActorRef(logic);
  const text = useSelector(actor, (snapshot) => `${String(snapshot.value)}: ${snapshot.context.value ?? snapshot.context.failure ?? ''}`);
  return <p>{text}</p>;
}

async function settle(logic: ReturnType<typeof loaderMachine>): Promise<string> {
  const { container } = render(
    <StrictMode>
      <Screen logic={logic} />
    </StrictMode>,
  );
  // Every answer's timer fires on the fake clock, both calls' (the aborted one's included): nothing waits on the wall.
  await act(() => vi.runAllTimersAsync());
  return container.textContent ?? '';
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('route actors under React StrictMode (issue 10 §1)', () => {
  it('a fromRequest actor ignores the aborted first request and shows the answer to the second', async () => {
    const calls: string[] = [];
    const shown = await settle(loaderMachine(fromRequest(request(calls))));
    expect(calls).toEqual(['call 1', 'call 2']);
    expect(shown).toBe('shown: call 2');
  });

  it('a plain fromPromise actor reports the abort as its failure (the defect fromRequest prevents)', async () => {
    const calls: string[] = [];
    const shown = await settle(loaderMachine(fromPromise(request(calls))));
    expect(shown).toBe('failed: The request was aborted.');
  });

  it('a real failure still reaches the machine', async () => {
    const failing = fromRequest<Answer>(async () => {
      throw new Error('Network error. Please check your connection.');
    });
    expect(await settle(loaderMachine(failing))).toBe('failed: Network error. Please check your connection.');
  });
});
