// The module's public surface: other modules import it from here only (eslint.config.js zones).
export { returnsRoutes } from './returns.routes';
export { createReturnsService, type ReturnsService } from './returns.service';
