import createClient from 'openapi-fetch';
import type { paths } from './schema';

/** The one typed client of the contract (openapi.yaml → schema.d.ts). Transport rules arrive with the shell issue. */
export const api = createClient<paths>({ baseUrl: '/' });
