import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ImageSize } from '@encore/shared/uploads/upload.schema';

/**
 * Where resized pictures live: `<dir>/<id>/<width>.webp` on local disk, or a bucket
 * (uploads.s3-storage.ts) so API nodes stay stateless.
 */
export interface ImageStore {
  save(variants: Map<ImageSize, Buffer>): Promise<string>;
  read(id: string, size: ImageSize): Promise<Buffer | undefined>;
}

export function localImageStore(dir: string): ImageStore {
  return {
    async save(variants) {
      const id = crypto.randomUUID();
      // Written under a temporary name then renamed, so a reader never sees half an upload.
      const temporary = path.join(dir, `.${id}.tmp`);
      await fs.mkdir(temporary, { recursive: true });
      for (const [size, bytes] of variants) await fs.writeFile(path.join(temporary, `${size}.webp`), bytes);
      await fs.rename(temporary, path.join(dir, id));
      return id;
    },
    async read(id, size) {
      try {
        return await fs.readFile(path.join(dir, id, `${size}.webp`));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}
