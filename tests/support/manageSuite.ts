import { loadOpenApi } from '../../server/openapi.ts';
import { HTTP_METHODS } from '../../server/openapi.ts';
import type { TestServer } from './server.ts';
import type { components } from '../../kernel/schema.d.ts';

/**
 * What the staff API suites share (tests/server/manage-*.test.ts, issue 27): the contract's staff operations as
 * openapi.yaml lists them, and staff accounts made the way an owner makes them.
 */
export type Headers = Record<string, string>;

export interface StaffOperation {
  operationId: string;
  method: string;
  path: string;
  /** The staff roles its security requirement names (`bearerAuth: [manager, owner]`). */
  roles: string[];
  /** A JSON body from the contract's own examples, when it takes one. */
  body?: unknown;
}

/** Every operation of tag Manage whose security requirement names staff roles (read from openapi.yaml, not listed here). */
export function staffOperations(): StaffOperation[] {
  const { document } = loadOpenApi();
  const operations: StaffOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method] as
        | { operationId?: string; tags?: string[]; security?: Record<string, string[]>[]; requestBody?: { content?: Record<string, { examples?: Record<string, { value: unknown }> }> } }
        | undefined;
      if (!op?.operationId || !op.tags?.includes('Manage')) continue;
      const roles = (op.security ?? []).flatMap((requirement) => requirement.bearerAuth ?? []);
      if (roles.length === 0) continue;
      const example = Object.values(op.requestBody?.content?.['application/json']?.examples ?? {})[0]?.value;
      operations.push({ operationId: op.operationId, method: method.toUpperCase(), path, roles, ...(example === undefined ? {} : { body: example }) });
    }
  }
  return operations;
}

/** An operation's URL with its path parameters filled in (an id that exists or not: the role is checked first). */
export const urlOf = (op: StaffOperation, id = 1) => op.path.replace('{kind}', 'watch').replace('{id}', String(id));

let phoneSeq = 0;
/** A fresh Russian mobile number, as the shop stores and answers it (E.164). */
export const newStaffPhone = () => `+7925${String(4_000_000 + phoneSeq++ * 7717).slice(-7)}`;

/** A customer signed up through the API and given a staff role in the database (as `npm run manager -- staff add` does). */
export async function staffMember(server: TestServer, role: 'manager' | 'owner', name = { first_name: 'Анна', last_name: 'Петрова' }): Promise<{ headers: Headers; id: number; phone: string }> {
  const phone = newStaffPhone();
  const { authorization } = await server.signUp(phone);
  const row = await server.database.db
    .updateTable('users')
    .set({ staff_role: role, ...name })
    .where('phone', '=', phone.slice(1))
    .returning('id')
    .executeTakeFirstOrThrow();
  return { headers: { authorization }, id: row.id, phone };
}

/** The contract's own types for the staff's answers (kernel/schema.d.ts), rather than copies. */
export type Schemas = components['schemas'];
export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };
