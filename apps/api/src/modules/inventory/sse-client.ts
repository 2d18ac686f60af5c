/**
 * A minimal Server-Sent Events reader for tests: collects `{ event, data, id }` messages as they arrive;
 * `ended` resolves when the server ends the stream.
 */
export async function openStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal, headers });
  const messages: { event: string; data: unknown; at: number; id?: string }[] = [];
  let markEnded = () => {};
  const ended = new Promise<void>((resolve) => (markEnded = resolve));
  const waiters: (() => void)[] = [];
  if (response.ok && response.body) {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) {
            markEnded();
            break;
          }
          buffer += decoder.decode(value, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            const id = /^id: (.*)$/m.exec(block)?.[1];
            if (event && data)
              messages.push({ event, data: JSON.parse(data), at: Date.now(), ...(id ? { id } : {}) });
            waiters.splice(0).forEach((w) => w());
          }
        }
      } catch {
        // aborted
      }
    })();
  }
  return {
    status: response.status,
    messages,
    ended,
    /** The first message matching `match`, or a rejection after `timeoutMs`. */
    async next(match: (m: { event: string; data: unknown }) => boolean, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching message in ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
    close: () => controller.abort(),
  };
}
