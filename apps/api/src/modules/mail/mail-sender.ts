import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { markEmail, pendingEmails } from './outbox.repository';

/**
 * Delivers pending outbox messages by SMTP every few seconds. Rows are claimed with SKIP LOCKED so
 * several API nodes never send one message twice.
 */
export async function startMailSender(db: Database, smtpUrl: string, from: string, log: FastifyBaseLogger) {
  const { createTransport } = await import('nodemailer');
  const transport = createTransport(smtpUrl);
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await db.transaction(async (tx) => {
        for (const email of await pendingEmails(tx, 20)) {
          try {
            await transport.sendMail({
              from,
              to: email.to,
              subject: email.subject,
              text: email.text,
              html: email.html ?? undefined,
            });
            await markEmail(tx, email.id, { ok: true });
          } catch (error) {
            log.warn({ emailId: email.id, err: error }, 'e-mail not sent, will retry');
            await markEmail(tx, email.id, { ok: false, error: String(error) });
          }
        }
      });
    } catch (error) {
      log.error({ err: error }, 'mail sender failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, 5000);
  timer.unref();
  return () => {
    clearInterval(timer);
    transport.close();
  };
}
