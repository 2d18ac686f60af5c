import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema';
import type { OutboxRow } from '../mail';
import { notifyUsers, settle, signupOf } from './notifications.repository';
import { usersWhoCan } from './recipients';

export interface NewAccount {
  id: string;
  email: string;
  firstName: string;
  lastName: string | null;
}

/** A sign-up waits for activation: whoever may update users (the Activate action) is told. */
export async function notifySignup(tx: Executor, account: NewAccount) {
  const userName = [account.firstName, account.lastName].filter(Boolean).join(' ');
  await notifyUsers(tx, await usersWhoCan(tx, 'update', 'User'), {
    kind: 'signup',
    accountId: account.id,
    data: { userName, email: account.email },
  });
}

/** The account was activated: the question is answered for every user admin. */
export const settleSignup = (tx: Executor, accountId: string) => settle(tx, signupOf(accountId));

/**
 * An e-mail failed for good (its attempts spent): whoever reads the outbox is told, since they can read it
 * whole there and pass it on (a password-reset link...); for a tickets e-mail the order's seller as well, so
 * the customer gets the tickets another way.
 */
export async function notifyEmailFailed(tx: Executor, email: OutboxRow) {
  const outboxReaders = await usersWhoCan(tx, 'read', 'Outbox');
  if (!email.orderId) {
    await notifyUsers(tx, outboxReaders, {
      kind: 'email_failed',
      emailId: email.id,
      data: { email: email.to, subject: email.subject },
    });
    return;
  }
  const [order] = await tx
    .select({ number: orders.number, customerName: orders.customerName, seller: orders.validatedBy })
    .from(orders)
    .where(eq(orders.id, email.orderId));
  if (!order) return;
  const told = [...(order.seller ? [order.seller] : []), ...outboxReaders];
  await notifyUsers(tx, told, {
    kind: 'email_failed',
    orderId: email.orderId,
    emailId: email.id,
    data: { orderNumber: order.number, customerName: order.customerName, email: email.to },
  });
}
