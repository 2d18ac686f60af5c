import { z } from 'zod';
import { messageKeys } from '../validation/message-key';

/** Widths an upload is resized to (avatars, cards, full view); each is served as WebP. */
export const imageSizes = [96, 320, 1024] as const;
export type ImageSize = (typeof imageSizes)[number];

/** Formats accepted, recognised by the file's content, never its name. SVG is not accepted here. */
export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];
export const defaultUploadMaxBytes = 5 * 1024 * 1024;

export const uploadMessages = {
  notAnImage: messageKeys('uploads').notAnImage,
  /** A picture field naming an upload that does not exist or that another person made. */
  unknownPicture: messageKeys('uploads').unknownPicture,
  noFile: messageKeys('common').required,
} as const;

export const uploadSchema = z.object({
  id: z.string(),
  /** URL of the 320 px version, relative to the site (`/api/uploads/{id}/320`). */
  url: z.string(),
  width: z.number(),
  height: z.number(),
});
export type Upload = z.infer<typeof uploadSchema>;

/** The URL of an uploaded picture at one size; `apiBase` is the web app's API base ('/api'). */
export function uploadUrl(id: string, size: ImageSize = 320, apiBase = '/api'): string {
  return `${apiBase}/uploads/${id}/${size}`;
}
