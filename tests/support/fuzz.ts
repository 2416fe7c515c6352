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
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  example?: unknown;
  examples?: Record<string, { value: unknown }>;
  schema?: Json;
}

export function fuzzRequests(document: OpenApiDocument): FuzzRequest[] {
  const resolve = (node: unknown): Json => {
    const ref = (node as { $ref?: string } | undefined)?.$ref;
    if (!ref) return node as Json;
    let target: unknown = document;
    for (const part of ref.replace(/^#\//, '').split('/')) target = (target as Json)[part];
    return resolve(target);
  };
  const exampleOf = (parameter: Parameter): unknown =>
    parameter.example ??
    Object.values(parameter.examples ?? {})[0]?.value ??
    (parameter.schema?.examples as unknown[] | undefined)?.[0] ??
    parameter.schema?.default ??
    (resolve(parameter.schema)?.type === 'integer' ? 1 : 'x');
  const isNumeric = (schema: Json | undefined) => schema?.type === 'integer' || schema?.type === 'number';
  const isIdList = (schema: Json | undefined) => typeof schema?.pattern === 'string' && schema.pattern.startsWith('^\\d+');

  const requests: FuzzRequest[] = [];
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
