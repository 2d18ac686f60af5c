// The module's public surface: other modules import it from here only (eslint.config.js zones).
export { confirmItems, releaseItems } from './inventory-release';
export { itemDtoOf } from './order-dto';
export { addHistory, refreshTotals } from './order-rows';
export { saleClosedReason } from './sale-open';
