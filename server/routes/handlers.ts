import type { Handlers } from '../contract/handlers.ts';
import { addressHandlers } from './addresses.ts';
import { alertHandlers } from './alerts.ts';
import { authHandlers } from './auth.ts';
import { cartHandlers } from './cart.ts';
import { catalogueHandlers } from './catalogue.ts';
import { contentHandlers } from './content.ts';
import { listHandlers } from './lists.ts';
import { manageHandlers } from './manage.ts';
import { catalogueImportHandlers } from './manage-catalogue.ts';
import { orderHandlers } from './orders.ts';
import { referenceHandlers } from './reference.ts';
import { requestHandlers } from './requests.ts';
import type { Deps } from '../deps.ts';
import { telegramHandlers } from './telegram.ts';
import { userHandlers } from './users.ts';

/**
 * Operations of openapi.yaml that this server implements, by operationId; every other one answers 501 (the
 * README lists them). Building the map touches no dependency: handlers read `deps` when a request arrives.
 */
export function implementedHandlers(deps: Deps): Handlers {
  return {
    ...contentHandlers(deps),
    ...referenceHandlers(deps),
    ...catalogueHandlers(deps),
    ...requestHandlers(deps),
    ...authHandlers(deps),
    ...userHandlers(deps),
    ...cartHandlers(deps),
    ...listHandlers(deps),
    ...alertHandlers(deps),
    ...addressHandlers(deps),
    ...orderHandlers(deps),
    ...manageHandlers(deps),
    ...catalogueImportHandlers(deps),
    ...telegramHandlers(deps),
  };
}
