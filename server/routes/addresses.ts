import type { Handlers } from '../contract/handlers.ts';
import * as addresses from '../addresses/service.ts';
import { userIdOf } from '../http/request-user.ts';
import { created, langOf, pageOf, pageRequest } from '../http/request.ts';
import { personal } from './cart.ts';
import type { Deps } from '../deps.ts';

const DEFAULT_PAGE_SIZE = 20;

/** Part 2 §7 "addresses" (bearer): thin handlers over server/addresses/service.ts. */
export function addressHandlers({ db }: Deps): Handlers {
  return {
    listAddresses: personal(async (request) => {
      const page = pageRequest(request.query, DEFAULT_PAGE_SIZE);
      const { count, results } = await addresses.listMyAddresses(db, userIdOf(request), page, langOf(request));
      return pageOf(request, page, count, results);
    }),
    createAddress: personal(async (request, reply) => created(reply, await addresses.createAddress(db, userIdOf(request), request.body, langOf(request)))),
    updateAddress: personal(async (request) => addresses.changeAddress(db, userIdOf(request), request.params.id, request.body, langOf(request))),
    deleteAddress: personal(async (request, reply) => {
      await addresses.removeAddress(db, userIdOf(request), request.params.id);
      void reply.code(204);
    }),
  };
}
