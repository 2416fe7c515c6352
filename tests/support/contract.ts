import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { HTTP_METHODS, loadOpenApi, type OpenApiDocument } from '../../server/openapi.ts';

/**
 * Validates real responses against openapi.yaml (JSON Schema 2020-12, as OpenAPI 3.1 defines it). Every
 * response a test receives goes through `assertMatchesContract`: an undocumented status or content type, or a
 * body that drifts from its schema, fails the test.
 */
interface ResponseLike {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

const document: OpenApiDocument = loadOpenApi().document;
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats.default(ajv);
ajv.addSchema({ $id: 'openapi', components: document.components }, 'openapi');

const refFix = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(refFix);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] = k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `openapi${v}` : refFix(v);
    }
    return out;
  }
  return value;
};

interface Route {
  method: string;
  template: string;
  pattern: RegExp;
  operation: Record<string, unknown>;
}

const routes: Route[] = [];
for (const [template, item] of Object.entries(document.paths)) {
  for (const method of HTTP_METHODS) {
    const operation = item[method];
    if (!operation) continue;
    const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
    routes.push({ method: method.toUpperCase(), template, pattern, operation: operation as Record<string, unknown> });
  }
}
// Literal paths win over templated ones (/api/favorites/check/ before /api/favorites/{id}/).
routes.sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0));

export function findOperation(method: string, url: string): Route | undefined {
  const path = new URL(url, 'http://x').pathname;
  return routes.find((route) => route.method === method.toUpperCase() && route.pattern.test(path));
}

const resolveRef = <T>(value: T): T => {
  const ref = (value as { $ref?: string } | undefined)?.$ref;
  if (!ref) return value;
  const parts = ref.replace(/^#\//, '').split('/');
  let node: unknown = document;
  for (const part of parts) node = (node as Record<string, unknown>)[part];
  return resolveRef(node as T);
};

const compiled = new Map<string, ValidateFunction>();

export function assertMatchesContract(method: string, url: string, response: ResponseLike): void {
  const route = findOperation(method, url);
  if (!route) throw new Error(`${method} ${url}: no operation in openapi.yaml`);
  const responses = route.operation.responses as Record<string, unknown>;
  const spec = resolveRef(responses[String(response.statusCode)] ?? responses[`${String(response.statusCode)[0]}XX`] ?? responses.default) as
    | { content?: Record<string, { schema?: unknown }> }
    | undefined;
  const where = `${method} ${url} → ${response.statusCode} (${route.template})`;
  if (!spec) throw new Error(`${where}: status not documented in openapi.yaml; body: ${response.body.slice(0, 300)}`);
  if (!spec.content) {
    if (response.body !== '') throw new Error(`${where}: contract says no body, got ${response.body.slice(0, 200)}`);
    return;
  }
  const contentType = String(response.headers['content-type'] ?? '').split(';')[0]?.trim() ?? '';
  const media = spec.content[contentType];
  if (!media) throw new Error(`${where}: content type "${contentType}" not documented (${Object.keys(spec.content).join(', ')})`);
  if (!media.schema) return;
  const key = `${route.method} ${route.template} ${response.statusCode} ${contentType}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(refFix(media.schema) as object);
    compiled.set(key, validate);
  }
  const body: unknown = contentType.includes('json') ? JSON.parse(response.body) : response.body;
  if (!validate(body)) {
    throw new Error(`${where}: body does not match the contract:\n${ajv.errorsText(validate.errors, { separator: '\n' })}\nbody: ${response.body.slice(0, 500)}`);
  }
}
