// The module's public surface: other modules import it from here only (eslint.config.js zones).
export {
  eventNotFound,
  eventRoomId,
  eventStartsAt,
  factsColumns,
  factsFrom,
  factsOf,
  offSaleReason,
  saleFacts,
  showName,
  showSoldOn,
  type OffSaleReason,
  type SaleFacts,
} from './event-facts';
