import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The contract (repository root openapi.yaml): the single source of routes, validation and client types. */
export const openapiPath = fileURLToPath(new URL('../openapi.yaml', import.meta.url));

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, { operationId?: string; security?: unknown[] } & Record<string, unknown>>>;
  components: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

let cached: { text: string; document: OpenApiDocument } | undefined;

export function loadOpenApi(): { text: string; document: OpenApiDocument } {
  if (!cached) {
    const text = readFileSync(openapiPath, 'utf8');
    cached = { text, document: parse(text) as OpenApiDocument };
  }
  return cached;
}

/** A fresh deep copy: fastify-openapi-glue and @fastify/swagger both mutate what they are given. */
export function openApiCopy(): OpenApiDocument {
  return structuredClone(loadOpenApi().document);
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface OperationInfo {
  operationId: string;
  method: string;
  path: string;
}

export function listOperations(document: OpenApiDocument = loadOpenApi().document): OperationInfo[] {
  const operations: OperationInfo[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (op?.operationId) operations.push({ operationId: op.operationId, method: method.toUpperCase(), path });
    }
  }
  return operations;
}
