import { describe, expect, it } from 'vitest';
import {
  ApiError,
  NETWORK_ERROR_MESSAGE,
  TIMEOUT_ERROR_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
  normalizeError,
  retryAfterSeconds,
  toApiFailure,
  type ApiFailureCode,
} from './errors.ts';
import { settle } from './outcome.ts';

describe('normalizeError: server data (part 1 §8 "Transport")', () => {
  it('uses a detail as is', () => {
    expect(normalizeError({ status: 404, body: { detail: 'Not found.' } })).toEqual({
      code: 'not-found',
      status: 404,
      detail: 'Not found.',
      message: 'Not found.',
    });
  });

  it('uses a message as is when there is no detail', () => {
    expect(normalizeError({ status: 500, body: { message: 'Database is down' } })).toEqual({
      code: 'server',
      status: 500,
      message: 'Database is down',
    });
  });

  it('keeps field errors and joins them into the message when nothing else is given', () => {
    const errors = { phone: ['Этот номер телефона уже используется.'], password: ['Too short', 'Too simple'] };
    expect(normalizeError({ status: 400, body: { errors } })).toEqual({
      code: 'validation',
      status: 400,
      errors,
      message: 'Этот номер телефона уже используется.; Too short; Too simple',
    });
  });

  it('keeps detail and errors together; the message prefers detail over the server message and the field errors', () => {
    const body = { detail: 'Invalid request', message: 'Bad input', errors: { page_size: ['must be <= 1000'] } };
    expect(normalizeError({ status: 400, body })).toEqual({
      code: 'validation',
      status: 400,
      detail: 'Invalid request',
      errors: { page_size: ['must be <= 1000'] },
      message: 'Invalid request',
    });
  });

  it('prefers the server message over field errors', () => {
    expect(normalizeError({ status: 400, body: { message: 'Check the form', errors: { name: ['Required'] } } }).message).toBe(
      'Check the form',
    );
  });

  it('tolerates a single string per field', () => {
    expect(normalizeError({ status: 400, body: { errors: { phone: 'Invalid phone' } } }).errors).toEqual({ phone: ['Invalid phone'] });
  });

  it('turns any other object into a JSON-string detail', () => {
    expect(normalizeError({ status: 500, body: { foo: 1, bar: ['x'] } })).toEqual({
      code: 'server',
      status: 500,
      detail: '{"foo":1,"bar":["x"]}',
      message: '{"foo":1,"bar":["x"]}',
    });
    expect(normalizeError({ status: 400, body: ['one', 'two'] }).detail).toBe('["one","two"]');
  });

  it('turns plain text into detail', () => {
    expect(normalizeError({ status: 502, body: 'Bad Gateway' })).toEqual({
      code: 'server',
      status: 502,
      detail: 'Bad Gateway',
      message: 'Bad Gateway',
    });
  });

  it('falls back to "Произошла неизвестная ошибка" when the server sent nothing', () => {
    expect(normalizeError({ status: 500, body: '' })).toEqual({ code: 'server', status: 500, message: UNKNOWN_ERROR_MESSAGE });
    expect(normalizeError({ status: 503 })).toEqual({ code: 'server', status: 503, message: UNKNOWN_ERROR_MESSAGE });
  });
});

describe('normalizeError: no answer', () => {
  it('a network TypeError gives the network message', () => {
    expect(normalizeError({ error: new TypeError('Failed to fetch') })).toEqual({ code: 'network', message: NETWORK_ERROR_MESSAGE });
  });

  it('a TimeoutError gives the timeout message', () => {
    expect(normalizeError({ error: new DOMException('signal timed out', 'TimeoutError') })).toEqual({
      code: 'timeout',
      message: TIMEOUT_ERROR_MESSAGE,
    });
  });

  it('an AbortError is "aborted", not a timeout', () => {
    expect(normalizeError({ error: new DOMException('The request was aborted.', 'AbortError') })).toEqual({
      code: 'aborted',
      message: 'The request was aborted.',
    });
  });

  it("otherwise uses the error's message", () => {
    expect(normalizeError({ error: new Error('Unexpected token < in JSON') })).toEqual({
      code: 'unknown',
      message: 'Unexpected token < in JSON',
    });
  });

  it('otherwise "Произошла неизвестная ошибка"', () => {
    expect(normalizeError({})).toEqual({ code: 'unknown', message: UNKNOWN_ERROR_MESSAGE });
    expect(normalizeError({ error: 42 })).toEqual({ code: 'unknown', message: UNKNOWN_ERROR_MESSAGE });
    expect(normalizeError({ error: new Error('') })).toEqual({ code: 'unknown', message: UNKNOWN_ERROR_MESSAGE });
  });
});

describe('status → code', () => {
  it.each<[number, ApiFailureCode]>([
    [400, 'validation'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not-found'],
    [429, 'rate-limited'],
    [500, 'server'],
    [501, 'server'],
    [503, 'server'],
    [409, 'conflict'],
    [418, 'unknown'],
  ])('%i → %s', (status, code) => {
    expect(normalizeError({ status, body: { detail: 'x' } }).code).toBe(code);
  });
});

describe('ApiError', () => {
  it('is an Error carrying the failure, and normalises back to the same failure', () => {
    const failure = normalizeError({ status: 429, body: { detail: 'Too many requests' } });
    const error = new ApiError(failure);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.message).toBe('Too many requests');
    expect(error.failure).toEqual({ code: 'rate-limited', status: 429, detail: 'Too many requests', message: 'Too many requests' });
    expect(normalizeError({ error })).toBe(failure);
    expect(toApiFailure(error)).toBe(failure);
  });
});

describe('Retry-After (issue 22 item 5: "try again in N min")', () => {
  it('reads both of its forms', () => {
    expect(retryAfterSeconds('540')).toBe(540);
    expect(retryAfterSeconds(new Date(1_000_000 + 90_500).toUTCString(), 1_000_000)).toBe(90);
    expect(retryAfterSeconds('soon')).toBeNull();
    expect(retryAfterSeconds(null)).toBeNull();
  });

  it('a refused call carries it in its failure', async () => {
    const response = new Response(JSON.stringify({ detail: 'Too many' }), { status: 429, headers: { 'Retry-After': '540' } });
    const failure = await settle(Promise.resolve({ error: { detail: 'Too many' }, response })).catch((error: ApiError) => error.failure);
    expect(failure).toMatchObject({ code: 'rate-limited', status: 429, retryAfterS: 540 });
  });
});
