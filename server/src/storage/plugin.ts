import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { LocalStorage } from './local';
import { S3Storage } from './s3';
import type { MediaStore, Storage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
    /** The storage with DATA_DIR, for the image helpers (media/store.ts). */
    media: MediaStore;
  }
}

/** The folder of stored files on the local disk. */
export const filesDir = (dataDir: string) => join(dataDir, 'files');

/** The storage the settings name: the bucket when S3 is configured, else DATA_DIR/files. */
export function openStorage(config: Config): Storage {
  return config.s3 ? new S3Storage(config.s3) : new LocalStorage(filesDir(config.dataDir), config.jwtSecret);
}

/** The configured storage for the image helpers, outside a running app (seeding). */
export const mediaStore = (config: Config): MediaStore => ({ storage: openStorage(config), dataDir: config.dataDir });

/** Local-disk storage under `dataDir` (demo data loaded outside an app). */
export const localMedia = (dataDir: string): MediaStore => ({
  storage: new LocalStorage(filesDir(dataDir), 'local'),
  dataDir,
});

export default fp(async function storage(app: FastifyInstance) {
  const opened = openStorage(app.config);
  app.decorate('storage', opened);
  app.decorate('media', { storage: opened, dataDir: app.config.dataDir });
  if (opened instanceof S3Storage) app.addHook('onClose', async () => opened.client.destroy());
});
