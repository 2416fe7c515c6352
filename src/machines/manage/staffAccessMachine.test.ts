import { describe, expect, it } from 'vitest';
import { forbidden, serverDown, setUpAccess, STAFF, unauthorized } from './manageOrder.testing.ts';
import { selectStaffAccess, selectStaffName } from './staffAccessMachine.ts';

/** The back office's door (issue 27): the server's answer to getStaffMe decides who sees /manage. */
describe('staffAccessMachine', () => {
  it('lets staff in, named', async () => {
    const { actor, step } = setUpAccess();
    expect(selectStaffAccess(actor.getSnapshot())).toBe('checking');
    await step({ type: 'xstate.done.actor.me', output: STAFF });
    expect(selectStaffAccess(actor.getSnapshot())).toBe('staff');
    expect(selectStaffName(actor.getSnapshot())).toBe('Мария Ильина');
  });

  it('shows a customer (403) the staff-only page and sends an ended session (401) to sign in', async () => {
    const customer = setUpAccess();
    await customer.step({ type: 'xstate.error.actor.me', error: forbidden });
    expect(selectStaffAccess(customer.actor.getSnapshot())).toBe('forbidden');
    const expired = setUpAccess();
    await expired.step({ type: 'xstate.error.actor.me', error: unauthorized });
    expect(selectStaffAccess(expired.actor.getSnapshot())).toBe('signedOut');
  });

  it('offers a retry after any other failure, and asks again', async () => {
    const { actor, me, step } = setUpAccess();
    await step({ type: 'xstate.error.actor.me', error: serverDown });
    expect(selectStaffAccess(actor.getSnapshot())).toBe('failure');
    expect(actor.getSnapshot().context.failure?.code).toBe('server');
    await step({ type: 'access.retry' });
    expect(me.calls).toHaveLength(2);
    await step({ type: 'xstate.done.actor.me', output: STAFF });
    expect(selectStaffAccess(actor.getSnapshot())).toBe('staff');
  });
});
