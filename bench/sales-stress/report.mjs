// The stress's answers: requests by kind with their latencies, answers by status (4xx with their error
// code and message), every 5xx in full with the servers' error log lines. Returns true when any 5xx came.
import { percentile } from '../lib.mjs';

const kinds = [
  'open cart',
  'add to cart',
  'validate',
  'approve',
  'cancel order',
  'cancel item',
  'abandon',
  'availability',
];
const shown = 20;

export function printAnswers({ answers, latencies, failures }, elapsed, serverErrors) {
  let total = 0;
  const byClass = { '2xx': 0, '4xx': 0, '5xx': 0 };
  console.log('Requests by kind (both nodes), latency, answers by status:');
  for (const kind of kinds) {
    const ms = latencies.get(kind) ?? [];
    total += ms.length;
    const tally = [...(answers.get(kind) ?? new Map())].sort((x, y) => y[1].n - x[1].n);
    for (const [key, { n }] of tally)
      byClass[key === '2xx' ? '2xx' : key.startsWith('4') ? '4xx' : '5xx'] += n;
    console.log(
      `  ${kind.padEnd(13)} n ${String(ms.length).padStart(6)}  p50 ${percentile(ms, 50).toFixed(0).padStart(5)} ms  p99 ${percentile(ms, 99).toFixed(0).padStart(5)} ms   ${tally.map(([key, { n }]) => `${key} ${n}`).join(' · ')}`,
    );
  }
  console.log(
    `  all           n ${String(total).padStart(6)}  (${(total / elapsed).toFixed(0)}/s)   2xx ${byClass['2xx']}, 4xx ${byClass['4xx']}, 5xx ${byClass['5xx']}`,
  );
  const messages = new Map();
  for (const tally of answers.values())
    for (const [key, { message }] of tally) if (key.startsWith('4')) messages.set(key, message);
  for (const [key, message] of [...messages].sort())
    console.log(`    ${key}: ${message.length > 110 ? `${message.slice(0, 110)}...` : message}`);

  console.log(`5xx answers (and network errors): ${failures.length}`);
  for (const f of failures.slice(0, shown))
    console.log(
      `  ${f.at} ${f.node} ${f.method} ${f.path} ${f.body ? JSON.stringify(f.body) : ''} -> ${f.status} ${f.answer.slice(0, 400)}`,
    );
  if (failures.length > shown) console.log(`  ... and ${failures.length - shown} more`);
  console.log(`Server error log lines (level error or fatal, or naming a deadlock): ${serverErrors.length}`);
  for (const line of serverErrors.slice(0, shown)) console.log(`  ${line.slice(0, 1500)}`);
  if (serverErrors.length > shown) console.log(`  ... and ${serverErrors.length - shown} more`);
  return failures.length > 0;
}
