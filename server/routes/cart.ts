import type { Handler, Handlers, OperationId } from '../contract/handlers.ts';
import { userIdOf } from '../http/request-user.ts';
import * as cart from '../cart/service.ts';
import { created, langOf } from '../http/request.ts';
import type { Deps } from '../deps.ts';

/** A customer's own data: never kept by a shared cache, failures included. */
export const personal =
  <K extends OperationId>(handler: Handler<K>): Handler<K> =>
  (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return handler(request, reply);
  };

/** Part 1 §7 "Cart" (bearer): thin handlers over server/cart/service.ts, which holds the rules. */
export function cartHandlers({ db }: Deps): Handlers {
  return {
    getCart: personal(async (request) => cart.getCart(db, userIdOf(request), request.params.id, langOf(request))),
    addCartItem: personal(async (request, reply) => created(reply, await cart.addCartItem(db, userIdOf(request), request.body, langOf(request)))),
    updateCartItem: personal(async (request) => cart.updateCartItem(db, userIdOf(request), request.params.id, request.body, langOf(request))),
    removeCartItem: personal(async (request) => cart.removeCartItem(db, userIdOf(request), request.params.id, request.body, langOf(request))),
    clearCart: personal(async (request) => cart.clearCart(db, userIdOf(request), request.params.id, langOf(request))),
  };
}
