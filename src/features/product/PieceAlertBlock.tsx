import { useLingui } from '@lingui/react/macro';
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { ProductKey } from '../../api/cart.ts';
import { pieceAlertMachine, selectPieceAlertStatus } from '../../machines/alerts/pieceAlertMachine.ts';
import { selectHeldIntent } from '../../machines/guestIntentMachine.ts';
import { selectIsOpen } from '../../machines/loginModalMachine.ts';
import { selectIsSignedIn } from '../../machines/sessionMachine.ts';
import { GuestIntentActor, LoginModalActor, SessionActor, ToastActor, useRouteActor } from '../../runtime/appActors.tsx';
import { PieceAlert } from '../../ui/views/ProductPage/PieceAlert.tsx';
import { selectPieceAlertProps } from './productSelectors.ts';

/**
 * Issue 28 «Сообщить, когда освободится» on a reserved piece: pieceAlertMachine, started only while the page shows
 * the piece reserved (no question is asked about available or sold pieces). A guest's press is held through the
 * sign-in (the guest intent) and asked again once signed in, back on this piece.
 */
export function PieceAlertBlock({ product }: { product: ProductKey }) {
  const { t } = useLingui();
  const signedIn = SessionActor.useSelector(selectIsSignedIn);
  const toast = ToastActor.useActorRef();
  const loginModal = LoginModalActor.useActorRef();
  const modalOpen = LoginModalActor.useSelector(selectIsOpen);
  const guest = GuestIntentActor.useActorRef();
  const held = GuestIntentActor.useSelector(selectHeldIntent);
  const [logic] = useState(() =>
    pieceAlertMachine.provide({
      actions: {
        askSignIn: (_, piece) => {
          guest.send({ type: 'intent.hold', intent: { action: 'pieceAlert', product: piece } });
          loginModal.send({ type: 'loginModal.open' });
        },
        notifyFailed: (_, { action }) =>
          toast.send({
            type: 'toast.show',
            toastType: 'error',
            message: action === 'create' ? t`Не удалось включить уведомление. Попробуйте ещё раз.` : t`Не удалось отменить уведомление. Попробуйте ещё раз.`,
          }),
      },
    }),
  );
  const actor = useRouteActor(logic, { input: { product, signedIn } });
  useEffect(() => actor.send({ type: signedIn ? 'session.signedIn' : 'session.signedOut' }), [actor, signedIn]);

  // The guest's press, once they are signed in and the answer to "do they wait already?" is in.
  const status = useSelector(actor, selectPieceAlertStatus);
  useEffect(() => {
    if (!signedIn || modalOpen || held?.action !== 'pieceAlert' || held.product.kind !== product.kind || held.product.id !== product.id) return;
    if (status !== 'off' && status !== 'on') return;
    guest.send({ type: 'intent.replay', alreadyDone: status === 'on' });
    if (status === 'off') actor.send({ type: 'alert.ask' });
  }, [signedIn, modalOpen, held, product, status, guest, actor]);

  const view = useSelector(actor, selectPieceAlertProps, shallowEqual);
  return <PieceAlert {...view} onAsk={() => actor.send({ type: 'alert.ask' })} onCancel={() => actor.send({ type: 'alert.cancel' })} />;
}
