import net from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  raw: string;
  subject: string;
  to: string;
  messageId: string;
  /** Decoded PDF attachments. */
  pdfs: Buffer[];
}

/** A free TCP port (listened on, then closed). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function decodeWords(header: string) {
  return header.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function parse(raw: string): ReceivedMail {
  const [head] = raw.split(/\r?\n\r?\n/);
  const header = (name: string) =>
    decodeWords(
      new RegExp(`^${name}: ((?:.*)(?:\\r?\\n[ \\t].*)*)`, 'mi')
        .exec(head!)?.[1]
        ?.replace(/\r?\n[ \t]/g, ' ') ?? '',
    );
  const pdfs: Buffer[] = [];
  for (const part of raw.split(/\r?\n--/)) {
    if (!/Content-Type: application\/pdf/i.test(part)) continue;
    const body = part
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n');
    pdfs.push(Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64'));
  }
  return { raw, subject: header('Subject'), to: header('To'), messageId: header('Message-ID'), pdfs };
}

/** A real SMTP server on `port` (no TLS, no auth) collecting what it receives. */
export async function startSmtp(port: number) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(parse(Buffer.concat(chunks).toString('utf8')));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export async function until<T>(
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 20_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
