// The module's public surface: other modules import it from here only (eslint.config.js zones).
export { findRoomFacts, mappableIdsOfRoom, roomFactsByIds, roomName, seatMapJsonOf } from './room-facts';
export type { RoomFacts } from './room-facts';
