import { eq } from 'drizzle-orm';
import { ErrorCode } from '@encore/shared/errors';
import type { Action } from '@encore/shared/auth/permissions';
import type { Database, Executor } from '../../db/client';
import { tickets } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { OrderChangeHook, SaleTickets } from '../../lib/order-change';
import { assertReach } from '../../lib/object-access';
import type { SessionContext } from '../../plugins/auth';
import type { Attachment } from '../mail';
import type { OutboxRow, enqueueEmail, emailsOfOrder } from '../mail';
import { orderEmailDto, ticketDto } from './ticket-dto';
import type { TicketKey } from './ticket-key';
import { validTicketPages } from './ticket-pages.repository';
import { renderTicketsPdf } from './ticket-pdf';
import { businessMentions } from '@encore/shared/business/business-mentions';
import type { Business } from '@encore/shared/business/business.schema';
import { ticketEmailHtml } from './ticket-email-html';
import { showWhen, ticketTexts } from './ticket-pdf-texts';
import {
  orderFacts,
  issueSaleTickets,
  repairSaleTickets,
  signedCodes,
  syncOrderTickets,
  ticketById,
  ticketsOfOrder,
  type OrderFacts,
} from './tickets.repository';
import { transactionWithRetry } from '../../lib/transaction-retry';

export interface TicketsDeps {
  db: Database;
  key: TicketKey;
  smtpConfigured: boolean;
  outbox: { enqueueEmail: typeof enqueueEmail; emailsOfOrder: typeof emailsOfOrder };
  /** A show's poster as JPEG (pdfkit reads no WebP), or undefined. */
  poster: (uploadId: string) => Promise<Buffer | undefined>;
  /** The seller's legal mentions, printed on every ticket (Settings > Business). */
  business: () => Promise<Business>;
}

const orderNotFound = () => notFound('Order not found');
const noValidTicket = () =>
  new AppError(409, ErrorCode.orderState, 'This order has no valid ticket', { reason: 'no_valid_ticket' });

function assertTicket(
  session: SessionContext,
  action: Action,
  order: Pick<OrderFacts, 'producerId' | 'showId'>,
) {
  assertReach(
    session.ability,
    action,
    'Ticket',
    { producerId: order.producerId, showId: order.showId },
    orderNotFound,
  );
}

export function createTicketsService(deps: TicketsDeps) {
  const { db, key } = deps;

  async function readableOrder(id: string, action: Action, session: SessionContext) {
    const order = await orderFacts(db, id);
    if (!order) throw orderNotFound();
    assertTicket(session, action, order);
    return order;
  }

  async function render(where: Parameters<typeof validTicketPages>[1]) {
    const { pages, poster, language } = await validTicketPages(db, where, key);
    if (!pages.length) return undefined;
    const [image, business] = await Promise.all([
      poster ? deps.poster(poster).catch(() => undefined) : undefined,
      deps.business(),
    ]);
    const seller = businessMentions(business, language);
    return { pdf: await renderTicketsPdf(pages, language, image, seller), language, count: pages.length };
  }

  /** Queues the tickets e-mail of a confirmed order (in the caller's transaction when given). */
  async function queueEmail(tx: Executor, order: OrderFacts, to: string, kind: string) {
    const pages = await validTicketPages(tx, eq(tickets.orderId, order.id), key);
    if (!pages.pages.length) throw noValidTicket();
    const language = order.customerLanguage ?? 'fr';
    const t = ticketTexts[language];
    const first = pages.pages[0]!;
    const when = showWhen(first.startsAt, language);
    return deps.outbox.enqueueEmail(
      tx,
      {
        to,
        subject: t.emailSubject(first.showName),
        text: t.emailBody(order.customerName ?? '', first.showName, when, pages.pages.length),
        html: ticketEmailHtml(language, t.emailSubject(first.showName), {
          name: order.customerName ?? '',
          show: first.showName,
          when,
          count: pages.pages.length,
        }),
        kind,
        orderId: order.id,
        language,
        attachment: 'order-tickets-pdf',
        ticketCount: pages.pages.length,
      },
      deps.smtpConfigured,
    );
  }

  /** Called in the transaction that changed the order: tickets follow; an approval e-mails them. */
  const onOrderChange: OrderChangeHook = async (tx, orderId, change, context) => {
    // One approval of two changes no ticket.
    if (change === 'approval_given') return;
    // A sale committed by one statement: only the tickets it could not write (items held another way).
    if (context?.committed) {
      if (!context.committed.ticketsWritten && context.snapshot) await saleTickets.issue(context.snapshot);
      return;
    }
    // A validated order was a cart a moment ago, and carts have no tickets.
    const noTicketsYet = change === 'validated';
    await syncOrderTickets(tx, [orderId], key, { noTicketsYet, snapshot: context?.snapshot });
    if (change !== 'approved') return;
    const order = await orderFacts(tx, orderId);
    if (order?.status === 'confirmed' && order.customerEmail)
      await queueEmail(tx, order, order.customerEmail, 'tickets_confirmed');
  };

  const saleTickets: SaleTickets = {
    codes: (eventId, count) => signedCodes(key, eventId, count),
    issue: (sale) => issueSaleTickets(db, key, sale),
    repair: (recent) => repairSaleTickets(db, key, recent),
  };

  return {
    onOrderChange,
    saleTickets,

    async list(orderId: string, session: SessionContext) {
      await readableOrder(orderId, 'read', session);
      return (await ticketsOfOrder(db, orderId)).map((row) => ticketDto(row, key));
    },

    /** Creates what is missing (idempotent): tickets of an order validated before tickets existed. */
    async generate(orderId: string, session: SessionContext) {
      await readableOrder(orderId, 'create', session);
      await transactionWithRetry(db, async (tx) => {
        const order = await orderFacts(tx, orderId, true);
        if (order?.status !== 'confirmed' && order?.status !== 'pending_approval')
          throw new AppError(409, ErrorCode.orderState);
        await syncOrderTickets(tx, [orderId], key);
      });
      return (await ticketsOfOrder(db, orderId)).map((row) => ticketDto(row, key));
    },

    async orderPdf(orderId: string, session: SessionContext) {
      const order = await readableOrder(orderId, 'read', session);
      const result = await render(eq(tickets.orderId, orderId));
      if (!result) throw noValidTicket();
      return { ...result, fileName: `${ticketTexts[result.language].fileName}-${order.number}.pdf` };
    },

    async ticketPdf(ticketId: string, session: SessionContext) {
      const ticket = await ticketById(db, ticketId);
      if (!ticket) throw notFound('Ticket not found');
      assertReach(session.ability, 'read', 'Ticket', ticket.ticket, () => notFound('Ticket not found'));
      const result = await render(eq(tickets.id, ticketId));
      if (!result)
        throw new AppError(409, ErrorCode.orderState, 'This ticket is not valid', { reason: 'void' });
      return { ...result, fileName: `${ticketTexts[result.language].fileName}-${ticket.orderNumber}.pdf` };
    },

    async email(orderId: string, email: string | undefined, session: SessionContext) {
      const order = await readableOrder(orderId, 'create', session);
      const to = email ?? order.customerEmail;
      if (!to)
        throw new AppError(409, ErrorCode.orderState, 'The order has no e-mail', { reason: 'no_email' });
      return orderEmailDto(await queueEmail(db, order, to, 'tickets'));
    },

    async emails(orderId: string, session: SessionContext) {
      await readableOrder(orderId, 'read', session);
      return (await deps.outbox.emailsOfOrder(db, orderId)).map(orderEmailDto);
    },

    /** The mail sender's attachments of a tickets e-mail: the order's valid tickets as they are now. */
    async attachments(email: OutboxRow): Promise<Attachment[]> {
      if (email.attachment !== 'order-tickets-pdf' || !email.orderId) return [];
      const result = await render(eq(tickets.orderId, email.orderId));
      if (!result) return [];
      const [order] = [await orderFacts(db, email.orderId)];
      const name = `${ticketTexts[email.language ?? 'fr'].fileName}-${order?.number ?? 'encore'}.pdf`;
      return [{ filename: name, content: result.pdf, contentType: 'application/pdf' }];
    },
  };
}

export type TicketsService = ReturnType<typeof createTicketsService>;
