import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openStorage, type Storage } from '#server/lib/platform/storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files: ticket attachments and avatars (lib/storage.ts; local disk or S3-compatible). */
    storage: Storage;
  }
}

/** Opens the storage the configuration names (DATA_DIR/uploads, or S3 when S3_BUCKET is set). */
export const storagePlugin = fp(async (app: FastifyInstance) => {
  app.decorate('storage', await openStorage(app.ctx.config));
});
