// The module's public surface: other modules import it from here only (eslint.config.js zones).
export { startTicketRepair } from './ticket-repair';
/** The fonts PDFs embed (Noto Sans: every Latin name prints), parsed once per process. */
export { ticketFont } from './ticket-fonts';
export { ticketsOfHeldCodes } from './tickets-of-held-codes';
