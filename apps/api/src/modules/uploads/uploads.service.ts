import sharp, { type Metadata } from 'sharp';
import { ErrorCode } from '@encore/shared/errors';
import { imageSizes, uploadMessages, uploadUrl, type Upload } from '@encore/shared/uploads/upload.schema';
import { AppError } from '../../lib/errors';
import { sharpFormats, sniffImageType } from './image-type';
import type { Executor } from '../../db/client';
import { insertUpload } from './uploads.repository';
import type { ImageStore } from './uploads.storage';

/** Decompression bombs: a small file may claim a huge canvas; refuse beyond about 40 megapixels. */
const MAX_INPUT_PIXELS = 40_000_000;

const notAnImage = () =>
  new AppError(400, ErrorCode.validation, uploadMessages.notAnImage, [
    { path: 'file', message: 'uploads.imageTypes' },
  ]);

export function createUploadsService(store: ImageStore, db: Executor) {
  return {
    /**
     * Checks the bytes are a picture, then stores it at each screen width as WebP, without metadata, and
     * records who sent it (picture fields accept only their writer's uploads).
     */
    async storeImage(bytes: Buffer, ownerId: string): Promise<Upload> {
      const type = sniffImageType(bytes);
      if (!type) throw notAnImage();
      const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
      let metadata: Metadata;
      try {
        metadata = await image.metadata();
      } catch {
        throw notAnImage();
      }
      if (!metadata.format || !sharpFormats[type]?.includes(metadata.format)) throw notAnImage();
      const variants = new Map<(typeof imageSizes)[number], Buffer>();
      try {
        for (const width of imageSizes) {
          const resized = image
            .clone()
            .rotate() // honours EXIF orientation before the metadata is dropped
            .resize({ width, withoutEnlargement: true })
            .webp({ quality: 82 });
          variants.set(width, await resized.toBuffer());
        }
      } catch {
        throw notAnImage();
      }
      const id = await store.save(variants);
      const size = { width: metadata.width ?? 0, height: metadata.height ?? 0 };
      await insertUpload(db, { id, createdBy: ownerId, ...size });
      return { id, url: uploadUrl(id), ...size };
    },

    read: store.read,
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
