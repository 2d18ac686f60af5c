import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SessionContext, SessionLookup } from '../plugins/auth';

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

/**
 * Writes one message of the stream (dropped once the stream has ended); with an `id`, a client that
 * reconnects sends it back as `Last-Event-ID`.
 */
export type StreamSend = (event: string, data: unknown, id?: string) => void;

/** An open stream and the session it was opened for. */
interface OpenStream {
  userId: string;
  sessionId: string;
  tokenVersion: number;
  end(): void;
}

/**
 * Every open stream of this process by user, so that a change of a user's sessions (signed out, password
 * changed, deactivated, deleted: the database's `encore_auth` notification, heard by every process) ends the
 * streams whose session no longer holds. A stream is checked when it opens only: without this, a signed-out
 * seller's screen kept receiving seat states (issue 22, point 8).
 */
export function createStreamSessions(lookup: Pick<SessionLookup, 'userById' | 'sessionOpen'>) {
  const byUser = new Map<string, Set<OpenStream>>();
  const holds = async (stream: OpenStream) => {
    const user = await lookup.userById(stream.userId);
    if (!user || !user.activated || user.tokenVersion !== stream.tokenVersion) return false;
    return lookup.sessionOpen(stream.userId, stream.sessionId);
  };
  return {
    add(stream: OpenStream): () => void {
      let set = byUser.get(stream.userId);
      if (!set) byUser.set(stream.userId, (set = new Set()));
      set.add(stream);
      return () => {
        set.delete(stream);
        if (!set.size) byUser.delete(stream.userId);
      };
    },
    /** Ends the streams of `userId` (every user's when undefined) whose session has ended. */
    async recheck(userId?: string): Promise<void> {
      const sets = userId ? [byUser.get(userId) ?? new Set<OpenStream>()] : [...byUser.values()];
      const streams = sets.flatMap((set) => [...set]);
      await Promise.all(
        streams.map(async (stream) => {
          // A database hiccup keeps the stream: the next change checks again.
          if (!(await holds(stream).catch(() => true))) stream.end();
        }),
      );
    },
  };
}
export type StreamSessions = ReturnType<typeof createStreamSessions>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The open streams' sessions (app.ts); absent in apps built without it, whose streams are not ended. */
    streamSessions?: StreamSessions;
  }
}

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
    request: { raw: IncomingMessage; session: SessionContext | null },
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
    const stop = start((event, data, id) => {
      if (res.writableEnded) return;
      res.write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    });
    const heartbeat = setInterval(() => res.write(`: keep-alive\n\n`), 20_000);
    open.add(res);
    const session = request.session;
    const untrack = session
      ? app.streamSessions?.add({
          userId: session.user.id,
          sessionId: session.sessionId,
          tokenVersion: session.user.tokenVersion,
          end: () => res.end(),
        })
      : undefined;
    request.raw.on('close', () => {
      clearInterval(heartbeat);
      stop();
      open.delete(res);
      untrack?.();
    });
  };
}
