import { ErrorCode } from '@encore/shared/errors';
import { uploadMessages } from '@encore/shared/uploads/upload.schema';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { findUploads } from './uploads.repository';

/** A record's picture fields: an upload id, null to clear, undefined when the write leaves it alone. */
export type PictureFields = Record<string, string | null | undefined>;

/**
 * Picture fields accept an upload the writer made, or the object's current picture (kept as it is, even
 * one set before uploads had owners, or uploaded by someone else). Another's upload or an unknown id
 * answers 400 on its field, with the same message (which one it is would tell that another's exists).
 */
export async function assertPictures(
  db: Executor,
  userId: string,
  changes: PictureFields,
  current: PictureFields = {},
): Promise<void> {
  const wanted = Object.entries(changes).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== current[entry[0]],
  );
  if (!wanted.length) return;
  const found = await findUploads(db, [...new Set(wanted.map(([, id]) => id))]);
  const usable = new Set(found.filter((u) => u.createdBy === userId).map((u) => u.id));
  const refused = wanted.filter(([, id]) => !usable.has(id));
  if (!refused.length) return;
  throw new AppError(
    400,
    ErrorCode.validation,
    undefined,
    refused.map(([path]) => ({ path, message: uploadMessages.unknownPicture })),
  );
}

/** The check as services receive it from the composition root (`db` may be their transaction). */
export type AssertPictures = typeof assertPictures;
