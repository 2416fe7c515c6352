import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../api/errors.ts';
import type { AuditEntry, AuditPage } from '../../api/manageBackoffice.ts';
import { fakeRequest, performStep } from '../../../tests/support/machines/fakes.ts';
import { describePath, done, eventWithPayload, expectEveryStateAndTransition, failed, testPath, transitionModel, type ModelEvent } from '../../../tests/support/machines/model.ts';
import { auditLogMachine, selectAuditEntries, selectAuditLogStatus, selectAuditMoreFailed, type AuditLogEvent } from './auditLogMachine.ts';

const serverDown = new ApiError({ code: 'server', status: 500, message: 'Произошла неизвестная ошибка' });
const entry = (id: number): AuditEntry => ({
  id,
  at: '2026-11-30T09:15:00Z',
  actor: { id: 7, name: 'Мария' },
  via: 'web',
  action: 'order.confirm',
  subject_type: 'order',
  subject_id: '31',
  subject_label: '№100231',
  before: { status: 'pending' },
  after: { status: 'confirmed' },
});
const page = (ids: number[], more: boolean): AuditPage => ({ count: 60, next: more ? '/api/manage/audit/?page=2' : null, previous: null, results: ids.map(entry) });

function setUp() {
  const fakes = { entries: fakeRequest<AuditPage, { page: number }>() };
  const actor = createActor(auditLogMachine.provide({ actors: { fetchEntries: fakes.entries.logic } })).start();
  const step = (event: AuditLogEvent | Parameters<typeof performStep<AuditLogEvent>>[1]) => performStep<AuditLogEvent>({ send: actor.send, fakes: { entries: fakes.entries, more: fakes.entries } }, event);
  return { actor, fakes, step };
}

describe('auditLogMachine', () => {
  it('loads more page by page and never shows an entry twice', async () => {
    const { actor, fakes, step } = setUp();
    await step(done('entries', page([9, 8], true)));
    await step({ type: 'more.load' });
    expect(fakes.entries.last().input).toEqual({ page: 2 });
    // An entry written meanwhile pushed 8 onto the second page.
    await step(done('more', page([8, 7], false)));
    expect(selectAuditEntries(actor.getSnapshot()).map((e) => e.id)).toEqual([9, 8, 7]);
    await step({ type: 'more.load' });
    expect(fakes.entries.calls).toHaveLength(2);
    actor.stop();
  });
});

describe('auditLogMachine model: every state and transition, every call failing', () => {
  type Event = ModelEvent<typeof auditLogMachine, 'entries' | 'more'>;
  const events: Event[] = [
    done('entries', page([9, 8], true)),
    done('entries', page([], false)),
    failed('entries', serverDown),
    done('more', page([7], false)),
    failed('more', serverDown),
    { type: 'more.load' },
    { type: 'list.retry' },
  ];
  const model = transitionModel(auditLogMachine, {
    invokes: ['entries', 'more'],
    events: () => events,
    slice: (s) => [s.value, s.context.entries.length, s.context.hasMore, s.context.moreFailed],
    eventKey: (event) => JSON.stringify(event),
  });
  const paths = model.getShortestPaths();

  it('reaches every state and takes every transition', () => expectEveryStateAndTransition(auditLogMachine, paths));

  for (const path of paths) {
    it(describePath(path, eventWithPayload), async () => {
      const { actor, step } = setUp();
      await testPath(path, step, {
        '*': (expected) => {
          expect(actor.getSnapshot().value).toEqual(expected.value);
          expect(selectAuditEntries(actor.getSnapshot()).map((e) => e.id)).toEqual(expected.context.entries.map((e) => e.id));
          expect(selectAuditMoreFailed(actor.getSnapshot())).toBe(expected.context.moreFailed);
        },
        failure: () => expect(selectAuditLogStatus(actor.getSnapshot())).toBe('failure'),
        empty: () => expect(selectAuditLogStatus(actor.getSnapshot())).toBe('empty'),
      });
      actor.stop();
    });
  }
});
