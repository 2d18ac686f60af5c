// The module's public surface: other modules import it from here only (eslint.config.js zones).
export { levelFacts, levelQuotasOf, seatCategoriesJsonOf, type PriceLevelFacts } from './level-facts';
