// The module's public surface: other modules import it from here only (eslint.config.js zones).
export { boxOfficeRoutes } from './box-office.routes';
export { ordersReadRoutes } from './orders-read.routes';
export { orderFields } from './order-access';
export { createSalesModule, type SalesDeps, type SalesModule } from './sales-module';
export { vatLines, type TillSessions } from './order-money';
export { assertOrder } from './order-access';
export {
  eventStatementFacts,
  receiptFacts,
  sibilFacts,
  type EventStatementFacts,
  type ReceiptFacts,
  type SibilFacts,
  type StatementItem,
} from './return-facts';
/** What a till session's report and expected cash sum (the tills module reads sales through it). */
export * as tillSessionFacts from './till-session-facts';
export { cancellationEvents, validationEvents } from './order-journal';
