import { assign, setup, type SnapshotFrom } from 'xstate';
import { toApiFailure, type ApiFailure } from '../../api/errors.ts';
import { getStaffMe, type StaffMember } from '../../api/manageOrders.ts';
import { fromRequest } from '../fromRequest.ts';

/**
 * The back office's door (issue 27): only the server knows an account's role, so /manage asks getStaffMe first.
 * Staff get the back office; a customer's 403 is the "for the boutique's staff" page; a 401 (the session ran out)
 * sends them to sign in; any other failure offers a retry.
 *
 * checking → staff | forbidden | signedOut | failure (retry → checking).
 */

export type StaffAccessEvent = { type: 'access.retry' };

export const staffAccessMachine = setup({
  types: {
    context: {} as {
      /** The signed-in staff member, once the server said so. */
      staff: StaffMember | null;
      failure: ApiFailure | null;
    },
    events: {} as StaffAccessEvent,
  },
  actors: {
    fetchStaffMe: fromRequest<StaffMember>(({ signal }) => getStaffMe(signal)),
  },
  guards: {
    isForbidden: ({ event }) => toApiFailure((event as { error?: unknown }).error).code === 'forbidden',
    isUnauthorized: ({ event }) => toApiFailure((event as { error?: unknown }).error).code === 'unauthorized',
  },
}).createMachine({
  id: 'staffAccess',
  context: { staff: null, failure: null },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'me',
        src: 'fetchStaffMe',
        onDone: { target: 'staff', actions: assign({ staff: ({ event }) => event.output, failure: null }) },
        onError: [
          { guard: 'isForbidden', target: 'forbidden' },
          { guard: 'isUnauthorized', target: 'signedOut' },
          { target: 'failure', actions: assign({ failure: ({ event }) => toApiFailure(event.error) }) },
        ],
      },
    },
    staff: {},
    forbidden: {},
    signedOut: {},
    failure: { on: { 'access.retry': 'checking' } },
  },
});

export type StaffAccess = 'checking' | 'staff' | 'forbidden' | 'signedOut' | 'failure';
export function selectStaffAccess(snapshot: SnapshotFrom<typeof staffAccessMachine>): StaffAccess {
  for (const state of ['staff', 'forbidden', 'signedOut', 'failure'] as const) if (snapshot.matches(state)) return state;
  return 'checking';
}
export const selectStaffName = (snapshot: SnapshotFrom<typeof staffAccessMachine>): string =>
  [snapshot.context.staff?.first_name, snapshot.context.staff?.last_name].filter(Boolean).join(' ');
