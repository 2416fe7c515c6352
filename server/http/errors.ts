import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, RateLimited, TOO_MANY_REQUESTS, type ErrorBody } from '../contract/errors.ts';


interface AjvError {
  instancePath: string;
  schemaPath?: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** "/items/0/quantity" → "items.0.quantity"; required/additional properties name the property itself. */
function fieldOf(error: AjvError, context: string | undefined): string {
  const base = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const own =
    (error.params.missingProperty as string | undefined) ??
    (error.params.additionalProperty as string | undefined) ??
    undefined;
  const path = own ? (base ? `${base}.${own}` : own) : base;
  if (path) return path;
  return context === 'body' ? 'non_field_errors' : (context ?? 'request');
}

const TYPE_MESSAGES: Record<string, string> = {
  integer: 'Must be a whole number.',
  number: 'Must be a number.',
  string: 'Must be text.',
  boolean: 'Must be true or false.',
  array: 'Must be a list.',
  object: 'Must be an object.',
};

function messageOf(error: AjvError): string {
  switch (error.keyword) {
    case 'required':
      return 'This field is required.';
    case 'additionalProperties':
      return 'Unknown field.';
    case 'oneOfCollapsed':
      return error.message ?? 'Invalid value.';
    case 'enum':
      return `Must be one of: ${(error.params.allowedValues as unknown[]).join(', ')}.`;
    // Sentences of the message table (server/http/messages.ts), so they reach the client in its language.
    case 'minLength':
      return error.params.limit === 1 ? 'This field must not be empty.' : `At least ${String(error.params.limit)} characters.`;
    case 'maxLength':
      return `At most ${String(error.params.limit)} characters.`;
    case 'minItems':
      return `At least ${String(error.params.limit)} items.`;
    case 'maxItems':
      return `At most ${String(error.params.limit)} items.`;
    case 'minimum':
      return `Must be at least ${String(error.params.limit)}.`;
    case 'maximum':
      return `Must be at most ${String(error.params.limit)}.`;
    case 'exclusiveMinimum':
      return `Must be greater than ${String(error.params.limit)}.`;
    case 'exclusiveMaximum':
      return `Must be less than ${String(error.params.limit)}.`;
    case 'const':
      return `Must be ${JSON.stringify(error.params.allowedValue)}.`;
    case 'pattern':
      return 'Invalid format.';
    case 'format':
      return error.params.format === 'email' ? 'Enter a valid email address.' : 'Invalid format.';
    case 'type':
      return TYPE_MESSAGES[String(error.params.type)] ?? 'Invalid value.';
    default:
      // Ajv's own English for the rarer keywords would reach a Russian page untranslated.
      return 'Invalid value.';
  }
}

/**
 * "Exactly one of" (oneOf) failures: Ajv reports the oneOf itself plus every branch's own failure ("watch is
 * required", "jewelry is required", "bag is required"), which reads as if all three were wanted. Keep one
 * message on the object that names the alternatives instead.
 */
function collapseOneOf(validation: AjvError[]): AjvError[] {
  const oneOfs = validation.filter((e) => e.keyword === 'oneOf' && e.schemaPath);
  if (oneOfs.length === 0) return validation;
  const out: AjvError[] = [];
  for (const error of validation) {
    const parent = oneOfs.find((o) => error !== o && error.schemaPath?.startsWith(`${o.schemaPath}/`));
    if (!parent) out.push(error);
  }
  return out.map((error) => {
    if (!oneOfs.includes(error)) return error;
    const names = validation
      .filter((e) => e.keyword === 'required' && e.schemaPath?.startsWith(`${error.schemaPath}/`))
      .map((e) => e.params.missingProperty as string);
    const message = names.length > 0 ? `Exactly one of ${names.join(', ')} is required.` : 'Only one of the alternatives may be given.';
    return { ...error, message, keyword: 'oneOfCollapsed' };
  });
}

export function validationErrors(validation: AjvError[], context: string | undefined): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const error of collapseOneOf(validation)) {
    const field = fieldOf(error, context);
    const list = (errors[field] ??= []);
    const message = messageOf(error);
    if (!list.includes(message)) list.push(message);
  }
  return errors;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request.',
  401: 'Authentication credentials were not provided.',
  403: 'You do not have permission to perform this action.',
  404: 'Not found.',
  405: 'Method not allowed.',
  406: 'Not acceptable.',
  413: 'Request body is too large.',
  415: 'Unsupported media type.',
  429: TOO_MANY_REQUESTS,
};

/** @fastify/multipart's limits (server/plugins/multipart.ts), said in the contract's words. */
const MULTIPART_ERRORS: Record<string, { status: number; detail: string; field?: string }> = {
  FST_REQ_FILE_TOO_LARGE: { status: 413, detail: 'The photo is too large (10 MB at most).', field: 'photo' },
  FST_FILES_LIMIT: { status: 413, detail: 'At most 6 photos can be attached.', field: 'photo' },
  FST_PARTS_LIMIT: { status: 413, detail: 'Too many form fields.' },
  FST_FIELDS_LIMIT: { status: 413, detail: 'Too many form fields.' },
  FST_PROTO_VIOLATION: { status: 400, detail: 'Invalid form field name.' },
  FST_MP_PREMATURE_CLOSE: { status: 400, detail: 'The form upload was interrupted.' },
};

/**
 * PostgreSQL's data exceptions that only a client's value can cause (PGlite and pg report the same SQLSTATE):
 * a number past the column's range (`/api/watches/2147483648/`, `?collection=1e308`), text that is no number,
 * a LIMIT/OFFSET out of range. They mean "your value cannot exist here", so they are the client's 400, never a 500.
 */
const CLIENT_DATA_ERRORS: Record<string, string> = {
  '22003': 'A number in the request is out of range.',
  '22P02': 'A value in the request has the wrong format.',
  '22008': 'A date in the request is out of range.',
  '22007': 'A date in the request has the wrong format.',
  '2201W': 'The page size is out of range.',
  '2201X': 'The page is out of range.',
  '22001': 'A value in the request is too long.',
};

/** The SQLSTATE of a database error (pg and PGlite both set `code`), or undefined for any other error. */
function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // fastify-openapi-glue wraps a failed security handler's error in its own SecurityError (`errors` holds what
  // each scheme threw): answer with the handler's own reason ("Token is invalid or expired").
  const wrapped = (error as { name?: string; errors?: unknown }).name === 'Unauthorized' ? (error as { errors?: unknown }).errors : undefined;
  if (Array.isArray(wrapped) && wrapped[0] instanceof HttpError) {
    errorHandler(wrapped[0] as unknown as FastifyError, request, reply);
    return;
  }
  if (error instanceof HttpError) {
    if (error instanceof RateLimited) void reply.header('retry-after', String(error.retryAfter));
    const body: ErrorBody = { ...error.more, detail: error.detail };
    if (error.errors) body.errors = error.errors;
    void reply.code(error.statusCode).send(body);
    return;
  }
  if (error.validation) {
    void reply.code(400).send({
      detail: 'Invalid request.',
      errors: validationErrors(error.validation as AjvError[], error.validationContext),
    } satisfies ErrorBody);
    return;
  }
  const multipart = MULTIPART_ERRORS[error.code];
  if (multipart) {
    void reply.code(multipart.status).send({ detail: multipart.detail, ...(multipart.field ? { errors: { [multipart.field]: [multipart.detail] } } : {}) } satisfies ErrorBody);
    return;
  }
  const state = sqlState(error);
  const dataError = state ? CLIENT_DATA_ERRORS[state] : undefined;
  if (dataError) {
    request.log.info({ sqlState: state }, 'database refused a client value');
    void reply.code(400).send({ detail: dataError } satisfies ErrorBody);
    return;
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own 4xx (malformed JSON, body too large, unsupported media type, rate limits): safe to explain.
    const detail =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? 'Malformed JSON in request body.'
        : (STATUS_TEXT[status] ?? 'Bad request.');
    void reply.code(status).send({ detail } satisfies ErrorBody);
    return;
  }
  // Anything else is our bug: log it whole, answer without internals.
  request.log.error({ err: error }, 'unhandled error');
  void reply.code(500).send({ detail: 'Internal server error.' } satisfies ErrorBody);
}

/**
 * Errors Fastify's router answers before any route runs (`frameworkErrors`): a path parameter longer than
 * `maxParamLength` (a 3000-character id names nothing: 404, as the contract documents for every {id}) and a URL
 * that does not decode (400). Both in the error shape, never the router's own undocumented 414.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(404).send({ detail: 'Not found.' } satisfies ErrorBody);
    return;
  }
  void reply.code(400).send({ detail: STATUS_TEXT[400] ?? 'Bad request.' } satisfies ErrorBody);
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(404).send({ detail: 'Not found.' } satisfies ErrorBody);
}
