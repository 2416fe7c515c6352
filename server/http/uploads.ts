import type { FastifyRequest } from 'fastify';
import type { Upload } from '../requests/photos.ts';

/**
 * The file parts of a multipart form, kept on the request by server/plugins/multipart.ts until the form's handler
 * hands them to the requests service: the service sees uploads, never the request.
 */
const uploadsKey = Symbol('uploads');
type WithUploads = FastifyRequest & { [uploadsKey]?: Upload[] };

export function rememberUpload(request: FastifyRequest, upload: Upload): void {
  const holder = request as WithUploads;
  (holder[uploadsKey] ??= []).push(upload);
}

export function uploadsOf(request: FastifyRequest): Upload[] {
  return (request as WithUploads)[uploadsKey] ?? [];
}
