import type { Handlers } from '../contract/handlers.ts';
import { userIdOf } from '../http/request-user.ts';
import { createOrderFromCart, idempotencyKeyOf } from '../orders/checkout.ts';
import { announceOrder } from '../orders/manager-message.ts';
import * as orders from '../orders/service.ts';
import { validatePromo } from '../orders/promo.ts';
import { created, langOf, pageOf, pageRequest } from '../http/request.ts';
import { familyLimit } from '../plugins/rate-limit.ts';
import { personal } from './cart.ts';
import type { Deps } from '../deps.ts';

/** The contract's PageSize default (Ajv fills it in; this only keeps a direct call the same). */
const DEFAULT_PAGE_SIZE = 20;
/** Promo checks per client per minute: enough for a shopper, too few to guess codes. */
const PROMO_CHECKS_PER_MINUTE = 30;

/** Part 2 §7 "orders" and "promo" (bearer): thin handlers over server/orders/service.ts and promo.ts. */
export function orderHandlers({ db, notify, config }: Deps): Handlers {
  return {
    createOrderFromCart: personal(async (request, reply) => {
      // The managers' message is written in the order's own transaction (server/notify), then delivered.
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      const order = await createOrderFromCart(db, userIdOf(request), request.body, key, langOf(request), announceOrder(notify), config.reservationHoldHours);
      notify.committed();
      return created(reply, order);
    }),
    listOrders: personal(async (request) => {
      const page = pageRequest(request.query, DEFAULT_PAGE_SIZE);
      const { count, results } = await orders.listMyOrders(db, userIdOf(request), request.query, page, langOf(request));
      return pageOf(request, page, count, results);
    }),
    getOrder: personal(async (request) => orders.getOrder(db, userIdOf(request), request.params.id, langOf(request))),
    getOrderByNumber: personal(async (request) => orders.getOrderByNumber(db, userIdOf(request), request.params.number, langOf(request))),
    updateOrder: personal(async (request) => orders.cancelOrder(db, userIdOf(request), request.params.id, langOf(request))),
    validatePromo: {
      handler: personal(async (request) => validatePromo(db, request.body)),
      config: familyLimit('promo', PROMO_CHECKS_PER_MINUTE),
    },
  };
}
