// The module's public surface: other modules import it from here only (eslint.config.js zones).
export { businessRoutes } from './business.routes';
export { createBusinessService, type BusinessService } from './business.service';
