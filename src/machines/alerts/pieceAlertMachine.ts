import { assign, setup, type SnapshotFrom } from 'xstate';
import { createPieceAlert, deletePieceAlert, listPieceAlerts, type PieceAlert } from '../../api/alerts.ts';
import type { ProductKey } from '../../api/cart.ts';
import { toApiFailure, type ApiFailureCode } from '../../api/errors.ts';
import { fromRequest } from '../fromRequest.ts';
import { unprovided } from '../helpers.ts';

/**
 * Issue 28 «Сообщить, когда освободится» on a reserved piece's page, id `pieceAlert`, route-local
 * (`features/product/ProductScreen.tsx`, only while the page shows the piece reserved). It first asks whether the
 * shopper already waits for this piece, then switches the alert on and off. Both changes show at once (creating
 * reads as on, deleting as off) and a refusal rolls back with a toast (`notifyFailed`). A guest is asked to sign in
 * (`askSignIn`: the feature keeps the wish through the sign-in and asks again after it).
 *
 * deciding → signedOut | checking → off | on; off → creating → on; on → deleting → off; a failure rolls back.
 */

export type PieceAlertEvent =
  | { type: 'alert.ask' }
  | { type: 'alert.cancel' }
  | { type: 'session.signedIn' }
  | { type: 'session.signedOut' };

export interface PieceAlertInput {
  product: ProductKey;
  signedIn: boolean;
}

export interface PieceAlertContext {
  /** The piece on the page. */
  product: ProductKey;
  signedIn: boolean;
}

/** What the feature hears when a change was refused (the button is back where it was). */
export type PieceAlertFailure = { action: 'create' | 'delete'; code: ApiFailureCode };

const isThisPiece = (product: ProductKey) => (alert: PieceAlert) => alert.product.kind === product.kind && alert.product.id === product.id;

export const pieceAlertMachine = setup({
  types: {
    context: {} as PieceAlertContext,
    events: {} as PieceAlertEvent,
    input: {} as PieceAlertInput,
  },
  actors: {
    fetchAlerts: fromRequest<PieceAlert[]>(({ signal }) => listPieceAlerts(signal)),
    createAlert: fromRequest<PieceAlert, ProductKey>(({ input, signal }) => createPieceAlert(input, signal)),
    deleteAlert: fromRequest<void, ProductKey>(({ input, signal }) => deletePieceAlert(input, signal)),
  },
  actions: {
    /** The login modal, the wish kept through the sign-in (the feature's guest intent). */
    askSignIn: unprovided('pieceAlertMachine', 'askSignIn') as (_: unknown, product: ProductKey) => void,
    /** A toast: the alert could not be switched. */
    notifyFailed: unprovided('pieceAlertMachine', 'notifyFailed') as (_: unknown, failure: PieceAlertFailure) => void,
  },
  guards: {
    isSignedIn: ({ context }) => context.signedIn,
    isWaited: ({ context }, alerts: PieceAlert[]) => alerts.some(isThisPiece(context.product)),
    isGone: (_, error: unknown) => toApiFailure(error).code === 'not-found',
  },
}).createMachine({
  id: 'pieceAlert',
  context: ({ input }) => ({ product: input.product, signedIn: input.signedIn }),
  initial: 'deciding',
  on: {
    'session.signedOut': { target: '.signedOut', actions: assign({ signedIn: false }) },
  },
  states: {
    deciding: {
      always: [{ guard: 'isSignedIn', target: 'checking' }, { target: 'signedOut' }],
    },
    signedOut: {
      description: 'A guest sees the button; pressing it asks for the sign-in.',
      on: {
        'alert.ask': { actions: { type: 'askSignIn', params: ({ context }) => context.product } },
        'session.signedIn': { target: 'checking', actions: assign({ signedIn: true }) },
      },
    },
    checking: {
      tags: ['busy'],
      description: 'Does the shopper already wait for this piece? A failed answer counts as no: asking twice answers the existing alert.',
      invoke: {
        id: 'check',
        src: 'fetchAlerts',
        onDone: [{ guard: { type: 'isWaited', params: ({ event }) => event.output }, target: 'on' }, { target: 'off' }],
        onError: 'off',
      },
    },
    off: {
      on: { 'alert.ask': 'creating' },
    },
    creating: {
      tags: ['busy'],
      invoke: {
        id: 'create',
        src: 'createAlert',
        input: ({ context }) => context.product,
        onDone: 'on',
        onError: {
          target: 'off',
          actions: { type: 'notifyFailed', params: ({ event }) => ({ action: 'create' as const, code: toApiFailure(event.error).code }) },
        },
      },
    },
    on: {
      description: '«Сообщим, когда освободится», with a way to cancel.',
      on: { 'alert.cancel': 'deleting' },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'delete',
        src: 'deleteAlert',
        input: ({ context }) => context.product,
        onDone: 'off',
        onError: [
          // Spent (the piece came back and the notice went out) or removed in another tab: off is the truth.
          { guard: { type: 'isGone', params: ({ event }: { event: { error: unknown } }) => event.error }, target: 'off' },
          {
            target: 'on',
            actions: { type: 'notifyFailed', params: ({ event }: { event: { error: unknown } }) => ({ action: 'delete' as const, code: toApiFailure(event.error).code }) },
          },
        ],
      },
    },
  },
});

export type PieceAlertSnapshot = SnapshotFrom<typeof pieceAlertMachine>;

export const PIECE_ALERT_STATUSES = ['signedOut', 'checking', 'off', 'creating', 'on', 'deleting'] as const;
export type PieceAlertStatus = (typeof PIECE_ALERT_STATUSES)[number];

export const selectPieceAlertStatus = (snapshot: PieceAlertSnapshot): PieceAlertStatus =>
  PIECE_ALERT_STATUSES.find((status) => snapshot.matches(status)) ?? 'checking';
/** What the button says: on while the alert is on or being made (the change shows at once), off otherwise. */
export const selectIsPieceAlertOn = (snapshot: PieceAlertSnapshot): boolean => snapshot.matches('on') || snapshot.matches('creating');
export const selectIsPieceAlertBusy = (snapshot: PieceAlertSnapshot): boolean => snapshot.hasTag('busy');
