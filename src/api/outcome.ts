import { ApiError, normalizeError } from './errors.ts';

/** What openapi-fetch resolves with: `{data}` or `{error}`, and the Response. */
export type Outcome<T> = { data?: T; error?: unknown; response: Response };

/**
 * Turn an openapi-fetch call into its typed success body or a thrown ApiError carrying the normalised failure
 * (part 1 §8 "Transport"). Every fetcher of src/api goes through here.
 */
export async function settle<T>(pending: Promise<Outcome<T>>): Promise<T> {
  let outcome: Outcome<T>;
  try {
    outcome = await pending;
  } catch (error) {
    throw new ApiError(normalizeError({ error }));
  }
  const { data, error, response } = outcome;
  if (!response.ok) throw new ApiError(normalizeError({ status: response.status, body: error, retryAfter: response.headers.get('Retry-After') }));
  // Callers settle only operations whose success answers carry the typed body (a 204 resolves with undefined).
  return data as T;
}
