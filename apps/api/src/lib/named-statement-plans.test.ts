import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forNamedStatements } from '../db/client';
import { seedDemoCatalogue } from '../db/seed/seed-catalogue';
import { seedDemoRooms } from '../db/seed/demo-rooms';
import { seedDemoSeason } from '../db/seed/demo-season';
import { seedDemoOrders } from '../db/seed/demo-orders';
import { boxOffice, boxOfficeFixtures, type BoxOfficeFixtures } from '../modules/sales/test-fixtures';
import { syncOrderTickets } from '../modules/tickets/tickets.repository';
import { resolveTicketKey } from '../modules/tickets/ticket-key';
import { createTestApp, usesPostgres, type TestContext } from '../test/test-app';
import { namedStatements } from './prepared-statement';

/**
 * The hot paths' named statements run on connections that keep one generic plan per statement, made from the
 * statistics of the moment (db/client.ts). Three times a plan made on a young database (few rows) read a
 * growing table whole on every sale: a join the planner turned into a hash join over all sold items (the sale's
 * tickets), over every order and event (the sales figures' function its triggers run), over every event (the
 * hold). This file plans every named statement the way such a connection does, on a young database (the demo's
 * season and orders, analysed), and checks that each one, and each statement it runs inside (triggers,
 * functions, foreign-key checks), reaches the tables that grow with sales by key only. A failure names the
 * statement (and the request that ran it) and shows its plan, the offending nodes marked `>>`.
 */

/** Tables that grow with sales, scans and events: never read whole by a hot statement. */
const growing = [
  'orders',
  'order_items',
  'tickets',
  'order_history',
  'events',
  'sales_daily',
  'sales_ledger',
  'check_ins',
  'event_quota_usage',
  'event_area_usage',
];

/**
 * Indexes of growing tables whose scans read a whole event's or status's rows, however precise their
 * condition: every item or ticket of an event in a status, every order of a status, every scan of an event.
 */
const wholesaleIndexes = new Map<string, string>([
  ['order_items_event_status_idx', "an event's items of a status"],
  ['tickets_event_status_idx', "an event's tickets of a status"],
  ['orders_status_idx', 'every order of a status'],
  ['check_ins_event_idx', 'every scan of an event'],
]);

/**
 * The one legitimate use of those: the live holds of an event (its id and status 'held'), as the quota's 409
 * reads them (encore_quota_full: are some of them a lapsed cart's?). They are bounded by the carts open, not
 * by sales. The status alone is every event's items of that status: the index read whole (the sale's
 * event-state check did so in a BitmapAnd with the order's items until issue 21's bench found it).
 */
const liveHolds = (node: PlanNode) =>
  node['Index Name'] === 'order_items_event_status_idx' &&
  /\(status = 'held'::text\)/.test(node['Index Cond'] ?? '') &&
  /event_id = /.test(node['Index Cond'] ?? '');

/**
 * A row whose key the statement gives (`id = $n` in the node's filter) looked up by another index: the
 * planner took it for as cheap on a young database, and it reads every row of that index's condition (the
 * hold and the sale read the seller's carts by orders_seller_carts_idx, dead versions of every cart sold
 * since the last vacuum among them, instead of the cart by its key).
 */
const keyGivenElsewhere = (node: PlanNode) =>
  Boolean(node['Index Name']) &&
  !node['Index Name']!.endsWith('_pkey') &&
  /\(id = \$\d+\)/.test(node.Filter ?? '');

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Alias?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Filter?: string;
  'Join Filter'?: string;
  'Hash Cond'?: string;
  'Subplan Name'?: string;
  Plans?: PlanNode[];
}

/** A plan as EXPLAIN's text would show it, offending nodes marked `>>`. */
function render(node: PlanNode, marked: Set<PlanNode>, depth = 0): string[] {
  const pad = '  '.repeat(depth);
  const on = node['Relation Name']
    ? ` on ${node['Relation Name']}${node.Alias && node.Alias !== node['Relation Name'] ? ` ${node.Alias}` : ''}`
    : '';
  const using = node['Index Name'] ? ` using ${node['Index Name']}` : '';
  const lines = [
    `${marked.has(node) ? '>>' : '  '}${pad}${node['Subplan Name'] ? `${node['Subplan Name']}: ` : ''}${node['Node Type']}${using}${on}`,
  ];
  for (const key of ['Index Cond', 'Recheck Cond', 'Hash Cond', 'Join Filter', 'Filter'] as const)
    if (node[key]) lines.push(`    ${pad}${key}: ${node[key]}`);
  for (const child of node.Plans ?? []) lines.push(...render(child, marked, depth + 1));
  return lines;
}

interface Judged {
  /** Where the plan comes from: the statement, and the nested statement's text when nested. */
  label: string;
  plan: PlanNode;
}

interface IndexFacts {
  table: string;
  columns: string[];
}

/**
 * A column of the scanned index that the index condition leaves out but the node's filter tests for
 * equality (`seat_id = ANY ($2)`): the index could have looked it up, and the scan reads every row of the
 * condition it kept instead (the 409's taken seats read every live item of the event, then kept the seats
 * asked for: a cost that grew with the event's sales).
 */
function filteredIndexColumn(node: PlanNode, indexes: Map<string, IndexFacts>): string | undefined {
  // A bitmap heap scan filters what its bitmap index scans (below it) found.
  const scans = node['Node Type'] === 'Bitmap Heap Scan' ? bitmapIndexScans(node) : [node];
  for (const scan of scans) {
    const columns = indexes.get(scan['Index Name'] ?? '')?.columns ?? [];
    const column = columns.find(
      (c) =>
        new RegExp(`\\(${c} = `).test(node.Filter ?? '') &&
        !new RegExp(`\\b${c} = `).test(scan['Index Cond'] ?? ''),
    );
    if (column) return `${column} (${scan['Index Name']})`;
  }
  return undefined;
}

const bitmapIndexScans = (node: PlanNode): PlanNode[] =>
  (node.Plans ?? []).flatMap((child) =>
    child['Node Type'] === 'Bitmap Index Scan' ? [child] : bitmapIndexScans(child),
  );

/**
 * The nodes of a plan that read a growing table whole: a Seq Scan, an index scanned without a condition, an
 * index of `wholesaleIndexes`, another index than the key when the key is given, an index whose own column
 * is filtered instead of looked up. `small` tables are exempt from the Seq Scan rule (see where it is made).
 */
function offences(plan: PlanNode, indexes: Map<string, IndexFacts>, small: Set<string>) {
  const found: { node: PlanNode; why: string }[] = [];
  const walk = (node: PlanNode) => {
    const table = node['Relation Name'] ?? indexes.get(node['Index Name'] ?? '')?.table;
    const filtered = filteredIndexColumn(node, indexes);
    if (table && growing.includes(table)) {
      if (node['Node Type'] === 'Seq Scan' && !small.has(table))
        found.push({ node, why: `reads all of ${table}` });
      else if (node['Index Name'] && /Index/.test(node['Node Type']) && !node['Index Cond'])
        found.push({ node, why: `reads all of ${node['Index Name']} (no index condition)` });
      else if (keyGivenElsewhere(node))
        found.push({ node, why: `reads ${node['Index Name']} though the row's key is given` });
      else if (filtered)
        found.push({
          node,
          why: `reads an index by part of its key, then filters on its ${filtered}`,
        });
      else if (node['Index Name'] && wholesaleIndexes.has(node['Index Name']) && !liveHolds(node))
        found.push({
          node,
          why: `reads ${wholesaleIndexes.get(node['Index Name'])} (${node['Index Name']})`,
        });
    }
    node.Plans?.forEach(walk);
  };
  walk(plan);
  return found;
}

function report(judged: Judged[], indexes: Map<string, IndexFacts>, small: Set<string>): string[] {
  return judged.flatMap(({ label, plan }) => {
    const found = offences(plan, indexes, small);
    if (!found.length) return [];
    const marked = new Set(found.map((f) => f.node));
    return [`${label}: ${found.map((f) => f.why).join('; ')}\n${render(plan, marked).join('\n')}`];
  });
}

/**
 * The named statements the source defines (`preparedStatement<…>('name', …)`), to check none escapes; with
 * `testsOnly`, those of src/test/ instead: the negative controls' (naive-strategies.ts), registered only once
 * their tests loaded them (in this worker's module graph, Vitest's `isolate: false`, they may have).
 */
function namesInSource({ testsOnly = false } = {}): string[] {
  const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const tests = path.join(src, 'test');
  const names: string[] = [];
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (file !== tests) visit(file);
      } else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))
        for (const m of fs
          .readFileSync(file, 'utf8')
          .matchAll(/preparedStatement(?:<[^(]*>)?\(\s*'([^']+)'/g))
          names.push(m[1]!);
    }
  };
  visit(testsOnly ? tests : src);
  return names.sort();
}

describe.skipIf(!usesPostgres)('named statements on a young database (PostgreSQL generic plans)', () => {
  let t: TestContext;
  let f: BoxOfficeFixtures;
  const indexes = new Map<string, IndexFacts>();
  /** Growing tables so small that even a lookup by primary key is planned as a Seq Scan. */
  const small = new Set<string>();
  /** Plans auto_explain logged on the named statements' connections, per top-level statement. */
  const logged: { request: string; statement: string; plans: { text: string; plan: PlanNode }[] }[] = [];
  /** auto_explain that did not load, or a plan it logged that could not be read. */
  const problems: string[] = [];
  let request = '(set-up)';
  let connectionsBeforeHook = -1;

  beforeAll(async () => {
    t = await createTestApp();
    // Every connection of the named statements' pool explains what it runs (nested statements too) as a
    // notice, in JSON: auto_explain, loaded per session (the test user is a superuser). A failure to load it
    // is recorded, and the test fails on it.
    const hot = (forNamedStatements(t.database.db) as unknown as { $client: pg.Pool }).$client;
    connectionsBeforeHook = hot.totalCount;
    // The app's modules are loaded: every named statement is in the registry.
    const nameOf = new Map([...namedStatements].map(([name, s]) => [s.sql, name]));
    hot.on('connect', (client) => {
      let pending: { text: string; plan: PlanNode }[] = [];
      client.on('notice', (notice) => {
        const message = notice.message ?? '';
        if (!/^duration: .* plan:/.test(message)) return;
        let entry: { 'Query Text': string; Plan: PlanNode };
        try {
          entry = JSON.parse(message.slice(message.indexOf('{')));
        } catch {
          problems.push(`auto_explain's plan is not JSON: ${message.slice(0, 200)}`);
          return;
        }
        pending.push({ text: entry['Query Text'], plan: entry.Plan });
        // Nested statements end (and are logged) before the statement that ran them.
        const statement = nameOf.get(entry['Query Text']);
        if (statement) {
          logged.push({ request, statement, plans: pending });
          pending = [];
        }
      });
      client
        .query(
          `load 'auto_explain';
           set auto_explain.log_min_duration = 0;
           set auto_explain.log_nested_statements = on;
           set auto_explain.log_level = 'notice';
           set auto_explain.log_format = 'json'`,
        )
        .catch((error: Error) => problems.push(`auto_explain: ${error.message}`));
    });

    // The young database: the demo's season and orders with their tickets (what a new installation, and
    // bench/box-office.mjs, starts from), the box office fixtures, analysed.
    const db = t.database.db;
    await seedDemoCatalogue(db);
    await seedDemoRooms(db);
    await seedDemoSeason(db);
    const key = resolveTicketKey(t.config);
    await seedDemoOrders(db, (tx, ids) => syncOrderTickets(tx, ids, key, { withVoided: true }));
    f = await boxOfficeFixtures(t);
    // Last season's events too (the demo season's, a year earlier): the demo season alone, now that an
    // event's row no longer carries its tickets sold (migration 0024), fits in two pages of events.
    await db.execute(sql`insert into events (show_id, room_id, starts_at, ends_at, capacity, status)
      select show_id, room_id, starts_at - interval '1 year', ends_at - interval '1 year', capacity, status
      from events`);
    await db.execute(sql`analyze`);

    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    for (const r of await rows<{ index: string; table: string; columns: string[] }>(sql`
      select indexrelid::regclass::text as index, indrelid::regclass::text as "table",
        array(select attname::text from pg_attribute a where a.attrelid = indrelid and a.attnum = any(indkey))
          as columns
      from pg_index
      where indrelid::regclass::text in (${sql.join(
        growing.map((g) => sql`${g}`),
        sql`, `,
      )})`))
      indexes.set(r.index, { table: r.table, columns: r.columns });
    // A table of a page or two is read whole more cheaply than through an index: the planner then looks
    // even one row up by its key (primary, else unique) with a Seq Scan, and plans again once autovacuum
    // has analysed the table (after its first 50 rows). Such a table says nothing about a statement's shape.
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    try {
      await client.query('set plan_cache_mode = force_generic_plan');
      for (const table of growing) {
        const [pk] = (
          await client.query<{ columns: string[] }>(
            `select array(select a.attname::text from unnest(i.indkey) k join pg_attribute a
               on a.attrelid = i.indrelid and a.attnum = k) as columns
             from pg_index i where i.indrelid = $1::regclass and i.indisunique and i.indpred is null
             order by i.indisprimary desc, i.indexrelid limit 1`,
            [table],
          )
        ).rows;
        if (!pk) throw new Error(`${table} has no key`);
        const where = pk.columns.map((c, n) => `${c} = $${n + 1}`).join(' and ');
        await client.query(`prepare probe_${table} as select * from ${table} where ${where}`);
        const nulls = pk.columns.map(() => 'null').join(', ');
        const plan = (await client.query(`explain (format json) execute probe_${table}(${nulls})`)).rows[0][
          'QUERY PLAN'
        ][0].Plan as PlanNode;
        if (plan['Node Type'] === 'Seq Scan') small.add(table);
      }
    } finally {
      await client.end();
    }
  }, 60_000);
  afterAll(() => t?.close());

  it('is judged on a database where the planner looks rows of the sales tables up by key', () => {
    // The tables of the three plans this test was written for (orders, order_items, events) and the other
    // sales tables must be past a page or two, or the test proves nothing. A young database has no door
    // scans yet, and one quota and area counter per event and level.
    const fewRowsYet = ['check_ins', 'event_quota_usage', 'event_area_usage'];
    expect([...small].filter((table) => !fewRowsYet.includes(table))).toEqual([]);
  });

  it('defines every named statement the source has, once', async () => {
    const names = namesInSource();
    expect(new Set(names).size).toBe(names.length);
    const negativeControls = new Set(namesInSource({ testsOnly: true }));
    const registered = [...namedStatements.keys()].filter((name) => !negativeControls.has(name));
    expect(registered.sort()).toEqual(names);
    expect(names.length).toBeGreaterThanOrEqual(9);
  });

  it("plans every named statement's generic plan with lookups by key", async () => {
    const judged: Judged[] = [];
    const source = new Set(namesInSource());
    for (const [name, statement] of namedStatements) {
      if (!source.has(name)) continue;
      // A session of its own, as a pooled connection of the named statements (db/client.ts): its generic
      // plan, which does not depend on the values (NULL for each).
      const client = new pg.Client({ connectionString: t.databaseUrl });
      await client.connect();
      try {
        await client.query('set plan_cache_mode = force_generic_plan');
        await client.query(`prepare ${name} as ${statement.sql}`);
        const nulls = Array.from({ length: statement.parameters }, () => 'null').join(', ');
        const result = await client.query(`explain (format json) execute ${name}(${nulls})`);
        judged.push({ label: `${name} (generic plan)`, plan: result.rows[0]['QUERY PLAN'][0].Plan });
      } finally {
        await client.end();
      }
    }
    expect(report(judged, indexes, small).join('\n\n')).toBe('');
  });

  it('runs sales, a scan, an abandon and two 409s with lookups by key, down to their triggers', async () => {
    // No connection of the named statements' pool planned anything before auto_explain was on it.
    expect(connectionsBeforeHook).toBe(0);
    const bo = boxOffice(t, f);
    const ok = (what: string, res: { status: number; body?: unknown }, status: number) => {
      if (res.status !== status) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
      return res as { status: number; body: { data: Record<string, unknown> } };
    };
    const step = async <T>(label: string, run: () => Promise<T>) => {
      request = label;
      return run();
    };
    const plein = f.levels['Orchestre/Plein']!;
    const reduit = f.levels['Orchestre/Réduit']!;
    const seats = f.seats.orchestre;

    const cart = await step('POST /api/carts', () => bo.cart());
    await step('POST /api/carts/:id/items (seats)', async () =>
      ok('hold', await bo.seats(cart, f.events.theatre, plein, [seats[0]!, seats[1]!]), 201),
    );
    await step('POST /api/orders/:id/validate', async () => ok('sale', await bo.validate(cart), 200));
    const tickets = await step('GET /api/orders/:id/tickets', async () => {
      const res = ok('tickets', await bo.api.get(`/api/orders/${cart}/tickets`), 200);
      return res.body.data as unknown as { qr: string }[];
    });
    await step('POST /api/check-ins', async () =>
      ok(
        'scan',
        await bo.api.post('/api/check-ins', { code: tickets[0]!.qr, eventId: f.events.theatre }),
        200,
      ),
    );
    // Places of a standing area are held the careful way, without ticket codes: their sale's tickets come
    // from a statement of their own.
    const standing = await step('POST /api/carts', () => bo.cart());
    await step('POST /api/carts/:id/items (places)', async () =>
      ok('places', await bo.places(standing, f.events.hangar, f.levels['Fosse/Debout']!, 'fosse', 2), 201),
    );
    await step('POST /api/orders/:id/validate (places)', async () =>
      ok('sale of places', await bo.validate(standing), 200),
    );
    // The level of quota 5: five seats held (its counter made on the way), then abandoned and held again.
    const five = seats.slice(2, 7);
    const quotaCart = await step('POST /api/carts', () => bo.cart());
    await step('POST /api/carts/:id/items (its quota counter made)', async () =>
      ok('quota hold', await bo.seats(quotaCart, f.events.theatre, reduit, five), 201),
    );
    await step('DELETE /api/carts/:id', async () =>
      ok('abandon', await bo.api.delete(`/api/carts/${quotaCart}`), 200),
    );
    const again = await step('POST /api/carts', () => bo.cart());
    await step('POST /api/carts/:id/items (quota)', async () =>
      ok('quota hold', await bo.seats(again, f.events.theatre, reduit, five), 201),
    );
    const late = await step('POST /api/carts', () => bo.cart());
    await step('POST /api/carts/:id/items (a seat sold: 409)', async () =>
      ok('taken', await bo.seats(late, f.events.theatre, plein, [seats[0]!]), 409),
    );
    await step('POST /api/carts/:id/items (the quota full: 409)', async () =>
      ok('quota full', await bo.seats(late, f.events.theatre, reduit, [seats[9]!]), 409),
    );

    expect(problems).toEqual([]);
    // Each statement of the flow was seen, with what it ran inside: the figures' function under the sale,
    // the foreign-key checks under the hold.
    const seen = new Set(logged.map((l) => l.statement));
    for (const name of [
      'encore_new_cart',
      'encore_sale_context',
      'encore_hold_seats',
      'encore_sell_cart',
      'encore_sale_tickets',
      'encore_check_in',
      'encore_abandon_cart',
      'encore_taken_seats',
      'encore_quota_full',
    ])
      expect(seen, name).toContain(name);
    const nestedOf = (name: string) =>
      logged.filter((l) => l.statement === name).flatMap((l) => l.plans.slice(0, -1).map((p) => p.text));
    expect(nestedOf('encore_sell_cart').some((text) => /INSERT INTO sales_daily/i.test(text))).toBe(true);
    expect(nestedOf('encore_hold_seats').some((text) => /FROM ONLY "public"\."orders"/.test(text))).toBe(
      true,
    );

    const judged = logged.flatMap(({ request: r, statement, plans }) =>
      plans.map(({ text, plan }, i) => ({
        label:
          i === plans.length - 1
            ? `${statement} during ${r}`
            : `${statement} during ${r}, nested: ${text.replace(/\s+/g, ' ').trim().slice(0, 160)}`,
        plan,
      })),
    );
    expect(report(judged, indexes, small).join('\n\n')).toBe('');
  });
});
