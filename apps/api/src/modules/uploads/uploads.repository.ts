import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { uploads } from '../../db/schema';

export type UploadRow = typeof uploads.$inferSelect;

export async function insertUpload(db: Executor, values: typeof uploads.$inferInsert): Promise<void> {
  await db.insert(uploads).values(values);
}

export async function findUploads(db: Executor, ids: string[]): Promise<UploadRow[]> {
  if (!ids.length) return [];
  return db.select().from(uploads).where(inArray(uploads.id, ids));
}
