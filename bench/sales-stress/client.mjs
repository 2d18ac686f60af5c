// The bench's HTTP client for two API nodes: every request goes to one of them at random, so a cart made
// on one node is filled, validated, approved or cancelled on the other, as by box-office PCs behind a
// load balancer. node:http with kept-alive connections, not fetch: the client shares the machine's two
// cores with both servers and PostgreSQL (fetch cost about 1 ms of CPU per request, bench/box-office.mjs).
import http from 'node:http';

/** Answers tallied by request kind and by status: `2xx`, `409 E03001` (4xx with its code), `500`. */
export function twoNodeClient(urls) {
  const nodes = urls.map((url) => {
    const { hostname, port } = new URL(url);
    return { url, hostname, port, agent: new http.Agent({ keepAlive: true, maxSockets: 64 }) };
  });
  const answers = new Map(); // kind -> Map(status key -> { n, message })
  const latencies = new Map(); // kind -> ms[]
  const failures = []; // every 5xx (and network error, status 0) in full

  const send = (node, method, path, token, payload) =>
    new Promise((resolve) => {
      const headers = { authorization: `Bearer ${token}` };
      if (payload) headers['content-type'] = 'application/json';
      const { agent, hostname, port } = node;
      const req = http.request({ agent, hostname, port, method, path, headers, timeout: 60_000 }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode, text, json: text.startsWith('{') ? JSON.parse(text) : {} });
        });
      });
      req.on('error', (error) => resolve({ status: 0, text: error.message, json: {} }));
      req.on('timeout', () => req.destroy(new Error('timeout after 60 s')));
      req.end(payload);
    });

  async function call(kind, method, path, token, body) {
    const node = nodes[Math.floor(Math.random() * nodes.length)];
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const started = performance.now();
    const res = await send(node, method, path, token, payload);
    const ms = performance.now() - started;
    if (!latencies.has(kind)) latencies.set(kind, []);
    latencies.get(kind).push(ms);
    const ok = res.status >= 200 && res.status < 300;
    const client = res.status >= 400 && res.status < 500;
    const key = ok
      ? '2xx'
      : client
        ? `${res.status} ${res.json?.error?.code ?? '(no code)'}`
        : `${res.status}`;
    if (!answers.has(kind)) answers.set(kind, new Map());
    const tally = answers.get(kind);
    const seen = tally.get(key) ?? { n: 0, message: res.json?.error?.message ?? '' };
    seen.n++;
    tally.set(key, seen);
    if (!ok && !client)
      failures.push({
        at: new Date().toISOString(),
        kind,
        node: node.url,
        method,
        path,
        body,
        status: res.status,
        answer: res.text,
        ms,
      });
    return res;
  }

  return {
    call,
    answers,
    latencies,
    failures,
    close: () => nodes.forEach((node) => node.agent.destroy()),
  };
}
