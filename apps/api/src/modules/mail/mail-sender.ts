import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
import { claimDueEmails, markEmail, type AttemptResult, type OutboxRow } from './outbox.repository';

export interface Attachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailSenderOptions {
  smtpUrl: string;
  from: string;
  /** The files a message names (`attachment`), rendered at send time by their module. */
  attachments: (email: OutboxRow) => Promise<Attachment[]>;
  pollMs?: number;
  /** First retry delay; each later one doubles, capped at an hour. */
  retryBaseMs?: number;
  /** Told, in the same transaction, of a message whose attempts are spent (the inbox's notice). */
  onFailed?: FailureHook;
}

export type FailureHook = (tx: Executor, email: OutboxRow) => Promise<void>;

/** An attempt's outcome written; a message failed for good is told in the same transaction. */
export async function recordAttempt(db: Database, id: string, result: AttemptResult, onFailed?: FailureHook) {
  if (result.ok) return void (await markEmail(db, id, result));
  await db.transaction(async (tx) => {
    const row = await markEmail(tx, id, result);
    if (row?.status === 'failed') await onFailed?.(tx, row);
  });
}

/**
 * Delivers due outbox messages by SMTP every few seconds. A message is claimed (leased) in a short
 * transaction, sent outside it, then marked: several API nodes never send one twice, and a failing SMTP
 * server is retried with backoff. The Message-ID is the outbox id, so a receiver can tell a resend after a
 * crash between send and mark (the one case of a second delivery) from a new message.
 */
export async function startMailSender(db: Database, options: MailSenderOptions, log: FastifyBaseLogger) {
  const { createTransport } = await import('nodemailer');
  const transport = createTransport(options.smtpUrl);
  const base = options.retryBaseMs ?? 30_000;
  let running: Promise<void> | undefined;
  const send = async (email: OutboxRow) => {
    try {
      await transport.sendMail({
        from: options.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html ?? undefined,
        messageId: `<${email.id}@encore>`,
        attachments: await options.attachments(email),
      });
      await recordAttempt(db, email.id, { ok: true });
    } catch (error) {
      log.warn({ emailId: email.id, err: error }, 'e-mail not sent, will retry');
      const retryMs = Math.min(base * 2 ** (email.attempts - 1), 3_600_000);
      await recordAttempt(db, email.id, { ok: false, error: String(error), retryMs }, options.onFailed);
    }
  };
  const tick = async () => {
    try {
      for (const email of await claimDueEmails(db, 20, 10 * 60_000)) await send(email);
    } catch (error) {
      log.error({ err: error }, 'mail sender failed');
    }
  };
  const timer = setInterval(() => {
    running ??= tick().finally(() => (running = undefined));
  }, options.pollMs ?? 5000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
    transport.close();
  };
}
