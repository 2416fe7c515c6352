import type { OpenApiDocument } from '../../server/openapi.ts';
import { HTTP_METHODS } from '../../server/openapi.ts';

/**
 * A bounded fuzz of the API generated from openapi.yaml (issue 10 item 7): for every operation, every path
 * parameter and every numeric or id-list query parameter is given values a database cannot hold or parse, one
 * at a time, with everything else at the contract's own examples; numeric fields of the example JSON body get
 * the same treatment. The answers must never be a 5xx (bar a documented 501 of an operation not implemented
 * yet) and must all validate against the contract.
 */
export const HOSTILE_VALUES = ['2147483648', '1e308', '-1', 'abc', '9'.repeat(3000)] as const;
const HOSTILE_NUMBERS = [2147483648, 1e308, -1, 1e20] as const;

type Json = Record<string, unknown>;

export interface FuzzRequest {
  /** What was changed, for the failure report: "GET /api/watches/{id}/ path id=2147483648". */
  label: string;
  operationId: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** The operation has `security: [bearerAuth]`. */
  secured: boolean;
  /** The staff roles its requirement names (issue 27, `bearerAuth: [manager, owner]`); empty for anyone signed in. */
  roles: string[];
}

/** An OpenAPI parameter, its `$ref` followed. */
export interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  example?: unknown;
  examples?: Record<string, { value: unknown }>;
  schema?: Json;
}

/** A node with its `$ref` followed (to the end of a chain) in `document`. */
export function resolverOf(document: OpenApiDocument): (node: unknown) => Json {
  const resolve = (node: unknown): Json => {
    const ref = (node as { $ref?: string } | undefined)?.$ref;
    if (!ref) return node as Json;
    let target: unknown = document;
    for (const part of ref.replace(/^#\//, '').split('/')) target = (target as Json)[part];
    return resolve(target);
  };
  return resolve;
}

/** A parameter's value from the contract's own examples, else its default, else 1 or 'x' by its type. */
export const exampleOfParameter =
  (resolve: (node: unknown) => Json) =>
  (parameter: Parameter): unknown =>
    parameter.example ??
    Object.values(parameter.examples ?? {})[0]?.value ??
    (parameter.schema?.examples as unknown[] | undefined)?.[0] ??
    parameter.schema?.default ??
    (resolve(parameter.schema)?.type === 'integer' ? 1 : 'x');

/** The staff roles an operation's security requirement names (issue 27: `bearerAuth: [manager, owner]`). */
export const rolesOf = (operation: Json): string[] =>
  ((operation.security as Record<string, string[]>[] | undefined) ?? []).flatMap((requirement) => requirement.bearerAuth ?? []);

export function fuzzRequests(document: OpenApiDocument): FuzzRequest[] {
  const resolve = resolverOf(document);
  const exampleOf = exampleOfParameter(resolve);
  const isNumeric = (schema: Json | undefined) => schema?.type === 'integer' || schema?.type === 'number';
  /** Comma-separated id lists (`brand_ids=1,3`): their pattern repeats one id after commas. */
  const isIdList = (schema: Json | undefined) => typeof schema?.pattern === 'string' && schema.pattern.includes('(,');

  const requests: FuzzRequest[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as Json | undefined;
      if (!operation) continue;
      const operationId = String(operation.operationId);
      const secured = Array.isArray(operation.security) && operation.security.length > 0;
      const roles = rolesOf(operation);
      const parameters = ((operation.parameters as unknown[] | undefined) ?? []).map((raw) => resolve(raw) as unknown as Parameter);
      const pathValues = new Map<string, string>();
      const query = new Map<string, string>();
      for (const parameter of parameters) {
        if (parameter.in === 'path') pathValues.set(parameter.name, String(exampleOf(parameter)));
        else if (parameter.in === 'query' && parameter.required) query.set(parameter.name, String(exampleOf(parameter)));
      }
      let body: Json | undefined;
      const requestBody = operation.requestBody ? (resolve(operation.requestBody) as { content: Record<string, { example?: unknown; examples?: Record<string, unknown>; schema?: Json }> }) : undefined;
      const json = requestBody?.content['application/json'];
      if (json) {
        const first = Object.values(json.examples ?? {})[0];
        body = (json.example ?? (first ? resolve(first).value : undefined) ?? (resolve(json.schema ?? {}).examples as unknown[] | undefined)?.[0]) as Json | undefined;
      }
      const build = (label: string, paths: Map<string, string>, params: Map<string, string>, payload: Json | undefined): FuzzRequest => {
        let url = path;
        for (const [name, value] of paths) url = url.replace(`{${name}}`, encodeURIComponent(value));
        const qs = new URLSearchParams([...params]).toString();
        return {
          label: `${method.toUpperCase()} ${path} ${label}`,
          operationId,
          method: method.toUpperCase(),
          url: qs ? `${url}?${qs}` : url,
          headers: payload ? { 'content-type': 'application/json' } : {},
          ...(payload ? { payload: JSON.stringify(payload) } : {}),
          secured,
          roles,
        };
      };
      for (const parameter of parameters) {
        const schema = resolve(parameter.schema);
        for (const value of HOSTILE_VALUES) {
          if (parameter.in === 'path') {
            requests.push(build(`path ${parameter.name}=${value.slice(0, 12)}`, new Map([...pathValues, [parameter.name, value]]), query, body));
          } else if (parameter.in === 'query' && (isNumeric(schema) || isIdList(schema))) {
            requests.push(build(`query ${parameter.name}=${value.slice(0, 12)}`, pathValues, new Map([...query, [parameter.name, value]]), body));
            if (isIdList(schema) && /^\d+$/.test(value)) {
              requests.push(build(`query ${parameter.name}=1,${value.slice(0, 12)}`, pathValues, new Map([...query, [parameter.name, `1,${value}`]]), body));
            }
          }
        }
      }
      if (body && typeof body === 'object' && !Array.isArray(body)) {
        for (const [field, value] of Object.entries(body)) {
          if (typeof value !== 'number') continue;
          for (const hostile of HOSTILE_NUMBERS) {
            requests.push(build(`body ${field}=${hostile}`, pathValues, query, { ...body, [field]: hostile }));
          }
        }
      }
    }
  }
  return requests;
}

/** A NUL character (U+0000) inside otherwise ordinary text: PostgreSQL's text cannot hold it (issue 22 item 26). */
export const NUL_TEXT = 'a\u0000b';

export interface NulProbe extends FuzzRequest {
  /** The field the answer must name: a query or path parameter, or a body field ("items.0.note" style). */
  field: string;
}

/**
 * Issue 22 item 26: every text input of every operation of openapi.yaml given a NUL character, one at a time, with
 * everything else at the contract's own examples — each query and path parameter, each string field of the example
 * JSON body (nested ones too), and the same fields sent as multipart/form-data where the operation accepts it.
 */
export function nulProbes(document: OpenApiDocument): NulProbe[] {
  const resolve = resolverOf(document);
  const exampleOf = exampleOfParameter(resolve);
  /** Every string leaf of a JSON value, as [path, setter on a deep copy]. */
  const stringLeaves = (value: unknown, path: string[] = []): string[][] => {
    if (typeof value === 'string') return [path];
    if (Array.isArray(value)) return value.flatMap((item, index) => stringLeaves(item, [...path, String(index)]));
    if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, [...path, key]));
    return [];
  };
  const withNul = (value: Json, path: string[]): Json => {
    const copy = structuredClone(value);
    let node: Json = copy;
    for (const key of path.slice(0, -1)) node = node[key] as Json;
    node[path.at(-1) as string] = NUL_TEXT;
    return copy;
  };
  const multipartOf = (fields: Json): { boundary: string; payload: string } => {
    const boundary = '----nul-probe';
    const parts = Object.entries(fields)
      .filter(([, value]) => value !== undefined && value !== null && typeof value !== 'object')
      .map(([key, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${key}"\r\n\r\n${String(value)}\r\n`);
    return { boundary, payload: `${parts.join('')}--${boundary}--\r\n` };
  };

  const probes: NulProbe[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as Json | undefined;
      if (!operation) continue;
      const operationId = String(operation.operationId);
      const secured = Array.isArray(operation.security) && operation.security.length > 0;
      const parameters = ((operation.parameters as unknown[] | undefined) ?? []).map((raw) => resolve(raw) as unknown as Parameter);
      const pathValues = new Map<string, string>();
      const query = new Map<string, string>();
      for (const parameter of parameters) {
        if (parameter.in === 'path') pathValues.set(parameter.name, String(exampleOf(parameter)));
        else if (parameter.in === 'query' && parameter.required) query.set(parameter.name, String(exampleOf(parameter)));
      }
      const requestBody = operation.requestBody
        ? (resolve(operation.requestBody) as { content: Record<string, { example?: unknown; examples?: Record<string, unknown>; schema?: Json }> })
        : undefined;
      const json = requestBody?.content['application/json'];
      let body: Json | undefined;
      if (json) {
        const first = Object.values(json.examples ?? {})[0];
        body = (json.example ?? (first ? resolve(first).value : undefined) ?? (resolve(json.schema ?? {}).examples as unknown[] | undefined)?.[0]) as Json | undefined;
      }
      const urlOf = (paths: Map<string, string>, params: Map<string, string>) => {
        let url = path;
        for (const [name, value] of paths) url = url.replace(`{${name}}`, encodeURIComponent(value));
        const qs = new URLSearchParams([...params]).toString();
        return qs ? `${url}?${qs}` : url;
      };
      const probe = (label: string, field: string, url: string, payload?: { type: string; text: string }): NulProbe => ({
        label: `${method.toUpperCase()} ${path} ${label}`,
        operationId,
        method: method.toUpperCase(),
        url,
        headers: payload ? { 'content-type': payload.type } : {},
        ...(payload ? { payload: payload.text } : {}),
        secured,
        roles: rolesOf(operation),
        field,
      });
      const jsonPayload = body ? { type: 'application/json', text: JSON.stringify(body) } : undefined;
      for (const parameter of parameters) {
        if (parameter.in === 'path') {
          probes.push(probe(`path ${parameter.name}`, parameter.name, urlOf(new Map([...pathValues, [parameter.name, NUL_TEXT]]), query), jsonPayload));
        } else if (parameter.in === 'query') {
          probes.push(probe(`query ${parameter.name}`, parameter.name, urlOf(pathValues, new Map([...query, [parameter.name, NUL_TEXT]])), jsonPayload));
        }
      }
      if (body && typeof body === 'object') {
        for (const leaf of stringLeaves(body)) {
          const changed = withNul(body, leaf);
          probes.push(probe(`body ${leaf.join('.')}`, leaf.join('.'), urlOf(pathValues, query), { type: 'application/json', text: JSON.stringify(changed) }));
          if (requestBody?.content['multipart/form-data'] && leaf.length === 1) {
            const { boundary, payload } = multipartOf(changed);
            probes.push(probe(`multipart ${leaf.join('.')}`, leaf.join('.'), urlOf(pathValues, query), { type: `multipart/form-data; boundary=${boundary}`, text: payload }));
          }
        }
      }
    }
  }
  return probes;
}
