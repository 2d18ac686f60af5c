import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { ErrorCode } from '@encore/shared/errors';
import { hasCustomerInfo } from '@encore/shared/orders/cart.schema';
import type { Order } from '@encore/shared/orders/order.schema';
import type { Executor, Transaction } from '../../db/client';

import { orderItems, orderPayments, orders } from '../../db/schema';
import { noJournal } from '../../lib/journal-recorder';
import { AppError } from '../../lib/errors';
import { transactionWithRetry } from '../../lib/transaction-retry';
import type { CartDeps, ValidateInput } from './cart-items.service';
import { cartOpen, notifyInventory, publishInventory, stepsOf } from '../inventory';
import { channelName as channelNameOf, channelNeedsApproval } from '../sales-channels';
import { showName as showNameOf } from '../shows';
import { sellCartAtOnce } from './sql/sell-cart';
import { itemDtoOf, orderDtoFrom } from './order-dto';
import type { HistoryStep } from './order-rows';
import { cartRefusal } from './sale-checks';
import { saleClosedReason, saleOpen } from './sql/sale-open';
import { settleItems } from './sql/settle-items';
import {
  moneyDto,
  noTills,
  paymentPlan,
  paymentsMismatch,
  type PaymentPlan,
  type TillSessions,
} from './order-money';
import { recordAll, validationEvents } from './order-journal';

export function customerColumns(input: ValidateInput) {
  const { name, email, phone, language } = input.customer;
  return {
    customerName: name,
    customerEmail: email || null,
    customerPhone: phone || null,
    customerLanguage: language,
    paymentMethod: paymentPlan(input).mainMethod,
  };
}

const needsApproval = channelNeedsApproval(sql`${orders.salesChannelId}`);

/**
 * Cart -> confirmed, or pending_approval on a channel that needs approval (its seats stay held, without
 * expiry). One conditional update of the cart's row decides a race with the hold's expiry: either the sale
 * happens whole, or 'Your cart has expired' and nothing is sold. Round trips are few on purpose
 * (bench/box-office.mjs): the update answers the channel's and show's names, one statement writes the
 * history and sells the items (answering them in the API's order), and nothing is read after the commit.
 */
export async function validateCart(
  deps: CartDeps,
  id: string,
  input: ValidateInput,
  userId: string,
): Promise<Order> {
  if (!hasCustomerInfo(input.customer)) throw new AppError(400, ErrorCode.customerRequired);
  if (deps.validate) return deps.validate(deps, id, input, userId);
  const plan = paymentPlan(input);
  const journal = deps.journal ?? noJournal;
  const tills = deps.tills ?? noTills;
  // An invitation reprices its items: the careful path's work.
  if (deps.saleTickets && !plan.invitation) {
    const { name, email, phone, language } = input.customer;
    const customer = { name, email: email || null, phone: phone || null, language: language ?? null };
    // The tills module's lookup is the statement's own (cash without a session: nothing sold, the careful
    // path says why), one round trip fewer; another lookup (noTills) is asked first.
    const withTills = tills.inSaleStatement === true;
    const sale = async (db: Executor) => ({
      id,
      userId,
      customer,
      paymentMethod: plan.mainMethod,
      ...plan,
      withTills,
      cash: plan.cash,
      tillSessionId: withTills ? null : await saleSession(tills, db, id, userId, plan.cash),
    });
    // One statement committed on its own, the sale's journal events included when a journal is wired
    // (sql/sell-cart.ts): they exist exactly when the sale does, at no round trip of their own.
    const journalled = journal !== noJournal;
    const sold = await sellCartAtOnce(deps.db, { ...(await sale(deps.db)), journal: journalled });
    if (sold && journalled) journal.recordedInStatement();
    if (sold) {
      const liveItems = sold.items.map((l) => l.item);
      const { showId, producerId } = sold.order;
      // The hook follows every change, this one too: tickets the statement could not write (items held
      // another way had no codes ready), then the inbox (which a plain sale does not concern).
      await deps.onOrderChange(deps.db, id, 'validated', {
        by: userId,
        status: 'confirmed',
        snapshot: { order: { id, status: 'confirmed', showId, producerId }, items: liveItems },
        committed: { ticketsWritten: sold.allTicketsMade },
      });
      publishInventory(deps.db, 'sale', id, stepsOf(liveItems));
      return orderDtoFrom(
        sold.order,
        sold.items.map(({ item, startsAt }) => itemDtoOf(item, startsAt)),
        { salesChannelName: sold.channelName, needsApproval: false, showName: sold.showName },
        moneyDto(sold.order, sold.payments),
      );
    }
  }
  const { row, items, names, payments } = await transactionWithRetry(deps.db, async (tx) => {
    const tillSessionId = plan.payments.length ? await saleSession(tills, tx, id, userId, plan.cash) : null;
    const [validated] = await tx
      .update(orders)
      .set({
        status: sql`case when ${needsApproval} then 'pending_approval' else 'confirmed' end`,
        expiresAt: null,
        ...customerColumns(input),
        ...(plan.invitation ? invitationColumns(plan.invitation) : {}),
        validatedAt: sql`clock_timestamp()`,
        validatedBy: userId,
        updatedAt: sql`clock_timestamp()`,
      })
      .where(
        and(
          eq(orders.id, id),
          cartOpen(orders),
          // Its seller's only: another seller takes it over first (issue 22).
          eq(orders.createdBy, userId),
          sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id}
            and ${orderItems.status} = 'held')`,
          saleOpen,
        ),
      )
      .returning({
        ...getTableColumns(orders),
        // The cart's channel is a foreign key: its name is always there.
        channelName: sql<string>`${channelNameOf(sql`${orders.salesChannelId}`)}`,
        showName: showNameOf(sql`${orders.showId}`),
      });
    if (!validated) throw await validationRefusal(tx, id, userId);
    const { channelName, showName, ...order } = validated;
    const { status } = order;
    const confirmed = status === 'confirmed';
    const payments = await writePayments(tx, order, plan, tillSessionId, userId);
    const details = {
      paymentMethod: plan.mainMethod,
      status,
      invitationReason: plan.invitation ?? undefined,
    };
    const steps: HistoryStep[] = [{ action: 'validated', userId, details }];
    if (confirmed) steps.push({ action: 'confirmed', userId });
    const live = await settleItems(tx, id, steps, confirmed, Boolean(plan.invitation));
    const liveItems = live.map((l) => l.item);
    // Pending approval: the money is taken at validation as at the counter, so the sale is journalled now;
    // cancelling the pending order refunds it (order-refunds.ts).
    const ref = { order, userId, tillSessionId };
    await recordAll(journal, tx, validationEvents(ref, liveItems, payments, plan.invitation));
    notifyInventory(tx, confirmed ? 'sale' : 'pending', id, stepsOf(liveItems));
    // The order and its live items as just written: the tickets hook need not read them again.
    const snapshot = {
      order: { id, status, showId: order.showId, producerId: order.producerId },
      items: liveItems,
    };
    await deps.onOrderChange(tx, id, 'validated', { by: userId, status, snapshot });
    const names = { salesChannelName: channelName, needsApproval: !confirmed, showName };
    return { row: order, items: live, names, payments };
  });
  return orderDtoFrom(
    row,
    items.map(({ item, startsAt }) => itemDtoOf(item, startsAt)),
    names,
    moneyDto(row, payments),
  );
}

/**
 * The seller's till session the sale's payments belong to (the tills module's rule: cash needs one open,
 * 409 E04001). A cart that could not be sold anyway says why first (gone, another seller's, lapsed...):
 * the till matters only for a sale that would happen.
 */
async function saleSession(tills: TillSessions, db: Executor, id: string, userId: string, cash: boolean) {
  try {
    return await tills.sessionFor(db, userId, { cash });
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== ErrorCode.noOpenTillSession) throw error;
    const refusal = await cartRefusal(db, id, userId);
    const live =
      refusal.code === ErrorCode.orderState && (refusal.details as { status?: string })?.status === 'cart';
    throw live ? error : refusal;
  }
}

/** An invitation: nothing to collect, its totals 0 (its items are priced 0 by settleItems). */
const invitationColumns = (reason: NonNullable<PaymentPlan['invitation']>) => ({
  invitationReason: reason,
  subtotalCents: 0,
  feesCents: 0,
  vatCents: 0,
  totalCents: 0,
  totalInclTaxCents: 0,
});

/** The validation's payments, once they add up to the order's total (400 E04002 otherwise). */
async function writePayments(
  tx: Transaction,
  order: { id: string; totalInclTaxCents: number },
  plan: PaymentPlan,
  tillSessionId: string | null,
  userId: string,
) {
  const total = order.totalInclTaxCents;
  if (plan.paidCents !== null && plan.paidCents !== total) throw paymentsMismatch(total, plan.paidCents);
  const rows = plan.payments
    .map((p) => ({ ...p, amountCents: p.amountCents ?? total }))
    .filter((p) => p.amountCents > 0)
    .map((p, i) => ({
      ...p,
      orderId: order.id,
      tillSessionId,
      receivedBy: userId,
      // In the order given (read back by `at`).
      at: sql`clock_timestamp() + interval '1 microsecond' * ${i}`,
    }));
  return rows.length ? tx.insert(orderPayments).values(rows).returning() : [];
}

/**
 * Why the cart could not be validated: gone, another seller's, lapsed, no longer a cart (cartRefusal), its event no longer
 * on sale (sale-open.ts), or empty.
 */
async function validationRefusal(tx: Transaction, id: string, seller: string): Promise<AppError> {
  const refusal = await cartRefusal(tx, id, seller);
  const live =
    refusal.code === ErrorCode.orderState && (refusal.details as { status?: string })?.status === 'cart';
  if (!live) return refusal;
  return (
    (await saleClosedReason(tx, id)) ??
    new AppError(409, ErrorCode.orderState, 'The cart is empty', { reason: 'empty' })
  );
}
