import multipart from '@fastify/multipart';
import fastifyPlugin from 'fastify-plugin';
import { rememberUpload } from '../http/uploads.ts';
import { MAX_PHOTO_BYTES, MAX_PHOTOS } from '../requests/photos.ts';

/**
 * Multipart bodies (forms with a photo) become plain key → value bodies before validation, so the contract's
 * multipart/form-data schema validates them like JSON. The photo's bytes are kept on the request for the
 * handler (whose service checks what they really are, and how many its form takes: the buyback six, the others one); busboy's limits bound what a client can make us buffer,
 * and server/http/errors.ts says each limit in the contract's words.
 */
export const multipartForms = fastifyPlugin(async (fastify) => {
  await fastify.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MAX_PHOTO_BYTES, files: MAX_PHOTOS, fields: 30, parts: 30 + MAX_PHOTOS, fieldSize: 16 * 1024, fieldNameSize: 100, headerPairs: 100 },
    async onFile(part) {
      const buffer = await part.toBuffer();
      rememberUpload(this, { field: part.fieldname, filename: part.filename, mimetype: part.mimetype, buffer });
    },
  });
}, { name: 'multipart', fastify: '5.x' });
