import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SessionContext } from '../plugins/auth';

/** Long enough to open a stream (and reopen it after a drop), short enough to be useless when leaked. */
export const streamTokenSeconds = 60;

/**
 * A token that opens the streams of `scope` only, for 60 s, never as a bearer token (lib/tokens.ts):
 * EventSource cannot send an Authorization header, so the client asks for one (bearer) and puts it in the
 * stream's address. It names the session asking, so signing out ends it as it ends the bearer token.
 */
export async function signStreamToken(app: FastifyInstance, session: SessionContext, scope: string) {
  const { user, sessionId } = session;
  const claims = { sub: user.id, ver: user.tokenVersion, sid: sessionId };
  const token = await app.tokens.signScoped(claims, scope, streamTokenSeconds);
  const expiresAt = new Date(Date.now() + streamTokenSeconds * 1000).toISOString();
  return { token, expiresAt };
}

/** Writes one message of the stream (dropped once the stream has ended). */
export type StreamSend = (event: string, data: unknown) => void;

/**
 * The Server-Sent Events streams of one plugin: `open` turns a reply into a stream (headers, a comment line
 * every 20 s so proxies keep it open, the client's reconnection delay), hands `start` the stream's writer
 * and unsubscribes what `start` returns when the client goes; the server's close ends every open stream
 * (it would wait for them otherwise).
 */
export function eventStreams(app: FastifyInstance) {
  const open = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
  });
  return (
    request: { raw: IncomingMessage },
    reply: { hijack(): unknown; raw: ServerResponse },
    start: (send: StreamSend) => () => void,
  ) => {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write(`retry: 2000\n\n`);
    const stop = start((event, data) => {
      if (!res.writableEnded) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    });
    const heartbeat = setInterval(() => res.write(`: keep-alive\n\n`), 20_000);
    open.add(res);
    request.raw.on('close', () => {
      clearInterval(heartbeat);
      stop();
      open.delete(res);
    });
  };
}
