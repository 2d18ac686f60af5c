// The module's public surface: other modules import it from here only (eslint.config.js zones).
export { tillSessionsFor, type TillSessionLookup } from './till-session-lookup';
export { createTillsService, noOpenTillSession, type TillsDeps, type TillsService } from './tills.service';
export { tillsRoutes } from './tills.routes';
