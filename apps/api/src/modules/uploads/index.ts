// The module's public surface: other modules import it from here only (eslint.config.js zones).
export type { AssertPictures } from './picture-check';
export { readUploadedFile } from './uploads.routes';
export type { UploadsService } from './uploads.service';
