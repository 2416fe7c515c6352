import { describe, expect, it } from 'vitest';
import { readTokens, writeTokens, type Tokens } from '../api/tokens.ts';
import { sessionMachine, type AccountName } from './sessionMachine.ts';
import { expired, harness, pair, stubStorageForEachTest } from './sessionMachine.testing.ts';
import { describePath, done, expectEveryStateAndTransition, failed, testPath, transitionModel } from '../../tests/support/machines/model.ts';

stubStorageForEachTest();

describe('sessionMachine model: every state and transition, with failures injected on every call', () => {
  const alexey: AccountName = { first_name: 'Алексей', last_name: 'Смирнов' };
  // Two starts: with the stored pair and with nothing stored (the other way out of `starting`).
  const starts: Tokens[] = [
    { access: 'a1', refresh: 'r1' },
    { access: null, refresh: null },
  ];
  const modelFrom = (tokens: Tokens) =>
    transitionModel(sessionMachine, {
      input: { tokens },
      invokes: ['renew', 'revoke', 'account'],
      events: ({ context }) => [
        { type: 'session.signIn', access: 'a3', refresh: 'r3' },
        { type: 'session.import', access: 'a4', refresh: 'r4' },
        // Half a pair: refused by the guard, so never a step.
        { type: 'session.import', access: 'a4', refresh: null },
        { type: 'session.refresh', stale: context.access ?? '' },
        { type: 'session.refresh', stale: 'old' },
        { type: 'session.logout' },
        { type: 'session.synced', access: 'a6', refresh: 'r6' },
        { type: 'session.synced', access: null, refresh: null },
        { type: 'session.account', account: { first_name: 'Мария', last_name: '' } },
        done('renew', pair(2)),
        failed('renew', expired),
        done('revoke'),
        failed('revoke', expired),
        // The names are asked for once per entry; the model answers while they are unknown (a second answer to one
        // call cannot happen; asking again after a renewal is the behaviour test above).
        ...(context.account === null ? [done('account', alexey), failed('account', expired)] : []),
      ],
      // A fresh call and one made with a replaced token are different transitions of the same type.
      eventKey: (event) => (event.type === 'session.refresh' ? [event.type, event.stale === 'old'] : event.type),
      slice: (snapshot) => [snapshot.value, snapshot.context.access, snapshot.context.account !== null],
    });
  const walks = starts.map((tokens) => ({ tokens, paths: modelFrom(tokens).getShortestPaths() }));

  it('reaches every state and takes every transition', () =>
    expectEveryStateAndTransition(
      sessionMachine,
      walks.flatMap(({ paths }) => paths),
    ));

  for (const { tokens, paths } of walks) {
    for (const path of paths) {
      it(`from ${tokens.access ? 'a stored pair' : 'nothing stored'}: ${describePath(path)}`, async () => {
        writeTokens(tokens);
        const h = harness(tokens);
        await testPath(
          path,
          async (event) => {
            switch (event.type) {
              case 'xstate.done.actor.renew':
                return h.renew.resolve(pair(2));
              case 'xstate.error.actor.renew':
                return h.renew.reject(event.error);
              case 'xstate.done.actor.revoke':
                return h.revoke.resolve();
              case 'xstate.error.actor.revoke':
                return h.revoke.reject(event.error);
              case 'xstate.done.actor.account':
                return h.account.resolve(alexey);
              case 'xstate.error.actor.account':
                return h.account.reject(event.error);
              case 'session.synced':
                // Another tab wrote the storage first; the event only tells this tab about it.
                writeTokens({ access: event.access, refresh: event.refresh });
                return h.actor.send(event);
              default:
                return h.actor.send(event);
            }
          },
          {
            signedIn: (snapshot) => {
              expect(h.actor.getSnapshot().hasTag('signedIn')).toBe(true);
              expect(h.actor.getSnapshot().context.access).toBe(snapshot.context.access);
              expect(readTokens().access).toBe(snapshot.context.access);
            },
            signedOut: () => {
              expect(h.actor.getSnapshot().value).toBe('signedOut');
              expect(readTokens()).toEqual({ access: null, refresh: null });
            },
            refreshing: () => expect(h.actor.getSnapshot().hasTag('busy')).toBe(true),
            signingOut: () => expect(readTokens()).toEqual({ access: null, refresh: null }),
          },
        );
        expect(h.actor.getSnapshot().value).toEqual(path.state.value);
        expect(h.redirectToLogin).toHaveBeenCalledTimes(path.steps.filter((step) => step.event.type === 'xstate.error.actor.renew').length);
      });
    }
  }
});
