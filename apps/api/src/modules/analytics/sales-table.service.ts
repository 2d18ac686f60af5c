import { emptyFigures, type SalesFigures } from '@encore/shared/analytics/figures.schema';
import { vatIncludedCents } from '@encore/shared/money';
import type {
  SalesDimension,
  SalesRow,
  SalesTable,
  SalesTableQuery,
} from '@encore/shared/analytics/analytics.schema';
import type { Database } from '../../db/client';
import type { SessionContext } from '../../plugins/auth';
import { readableSales } from './sales-scope';
import { rolledFilter } from './rolled-filter';
import { rolledByDimension } from './sales-rollup.repository';
import { salesByDimension, salesWhere } from './sales-table.repository';
import { hasMoneyLines, lineNames, moneyByLine, moneyFields } from './money-moves.repository';
import { and, eq } from 'drizzle-orm';
import { salesDaily } from '../../db/schema';

const figureKeys = Object.keys(emptyFigures) as (keyof SalesFigures)[];

type Figures = Omit<SalesRow, 'invitations' | 'paidCents' | 'refundedCents' | 'revenueCents'>;
type Line = Figures & { ttcByRate: Map<number, number> };
type FoldedTable = Omit<SalesTable, 'rows' | 'totals'> & { rows: Figures[]; totals: Figures };

/**
 * A line's figures at one more VAT rate. Its VAT at that rate is the sum of its tickets' VAT as each was
 * priced (the items' `unitVatCents` times their quantity, sales_daily's sums), never the VAT of the line's
 * total recomputed: the one rule of receipts, the journal, closings, Z reports and statements (sales'
 * `vatLines`), so every document gives the same VAT to the cent (issue 23).
 */
function addInto(line: Line, figures: SalesFigures, rate: number) {
  for (const key of figureKeys) line[key] += Number(figures[key]);
  line.vatByRate[rate] = (line.vatByRate[rate] ?? 0) + Number(figures.vatCents);
  // The tickets' price VAT included at this rate (fees carry no VAT: money.ts).
  const ttc = Number(figures.revenueInclVatCents) - Number(figures.feesCents);
  line.ttcByRate.set(rate, (line.ttcByRate.get(rate) ?? 0) + ttc);
}

/**
 * One exception to the tickets' VAT: a rate whose sales and cancellations (of older, dearer tickets) nearly
 * cancel out can leave their VAT a cent of the other sign than their revenue (3 x 15.00 sold, 45.00
 * cancelled at 5.5 %: 2.34 - 2.35 = -0.01 on 0.00). Such a residue is no VAT anyone owes or is owed: the
 * rate then reads the VAT of its net revenue (0.00 here).
 */
function settleResidues({ ttcByRate, ...line }: Line): Figures {
  for (const [rate, ttc] of ttcByRate) {
    const vat = line.vatByRate[rate] ?? 0;
    if (vat === 0 || Math.sign(vat) === Math.sign(ttc)) continue;
    const net = Math.sign(ttc) * vatIncludedCents(Math.abs(ttc), rate);
    line.vatByRate[rate] = net;
    line.vatCents += net - vat;
    line.revenueExclVatCents -= net - vat;
  }
  return line;
}

/** Folds per-(line, VAT rate) rows into a table: lines by revenue (days in order), totals, rates met. */
export function foldTable(
  dimension: SalesDimension,
  rows: ({ key: string; label: string; detail: string | null; rate: number } & SalesFigures)[],
): FoldedTable {
  const blank = (key: string, label: string, detail: string | null): Line => ({
    key,
    label,
    detail,
    ...emptyFigures,
    vatByRate: {},
    ttcByRate: new Map(),
  });
  const lines = new Map<string, Line>();
  const totals = blank('total', '', null);
  const rates = new Set<number>();
  for (const { key, label, detail, rate, ...figures } of rows) {
    let line = lines.get(key);
    if (!line) lines.set(key, (line = blank(key, label, detail)));
    addInto(line, figures, rate);
    addInto(totals, figures, rate);
    rates.add(rate);
  }
  const sorted = [...lines.values()]
    .map(settleResidues)
    .sort((a, b) =>
      dimension === 'day' ? a.key.localeCompare(b.key) : b.revenueInclVatCents - a.revenueInclVatCents,
    );
  return {
    dimension,
    rows: sorted,
    totals: settleResidues(totals),
    vatRates: [...rates].sort((a, b) => a - b),
  };
}

/** The lines a table has money for but no sale. */
const missingKeys = (table: FoldedTable, money: Map<string, unknown>) => {
  const keys = new Set(table.rows.map((r) => r.key));
  return [...money.keys()].filter((key) => !keys.has(key));
};

/**
 * Adds to a folded table the money that moved (paid, refunded, revenue: issue 23) per line where its
 * lines can say and in its totals, and its invitations apart from the tickets sold. A day or payment
 * line with money but no sale in the range (a refund of an older sale) gets a line of its own.
 */
export function withMoney(
  dimension: SalesDimension,
  table: FoldedTable,
  money: Map<string, { paidCents: number; refundedCents: number }>,
  invitations: Map<string, number>,
  names: Map<string, string> = new Map(),
): SalesTable {
  const perLine = hasMoneyLines(dimension);
  const extra: Figures[] = perLine
    ? missingKeys(table, money).map((key) => ({
        key,
        label: names.get(key) ?? key,
        detail: null,
        ...emptyFigures,
        vatByRate: {},
      }))
    : [];
  const of = (m: { paidCents: number; refundedCents: number } | undefined) => ({
    paidCents: m?.paidCents ?? 0,
    refundedCents: m?.refundedCents ?? 0,
    revenueCents: (m?.paidCents ?? 0) - (m?.refundedCents ?? 0),
  });
  const none = { paidCents: null, refundedCents: null, revenueCents: null };
  const rows = [...table.rows, ...extra].map((row) => {
    const given = invitations.get(row.key) ?? 0;
    return {
      ...row,
      tickets: row.tickets - given,
      invitations: given,
      ...(perLine ? of(money.get(row.key)) : none),
    };
  });
  if (dimension === 'day') rows.sort((a, b) => a.key.localeCompare(b.key));
  const sum = (key: 'paidCents' | 'refundedCents') => [...money.values()].reduce((n, m) => n + m[key], 0);
  const given = [...invitations.values()].reduce((n, i) => n + i, 0);
  const totals = {
    ...table.totals,
    tickets: table.totals.tickets - given,
    invitations: given,
    ...of({ paidCents: sum('paidCents'), refundedCents: sum('refundedCents') }),
  };
  return { ...table, rows, totals };
}

/** `GET /api/analytics/sales`: one table of figures, lines by revenue, a producer's own shows only. */
export function createSalesTableService(db: Database) {
  return {
    async table(query: SalesTableQuery, session: SessionContext): Promise<SalesTable> {
      // The roll-up's blocks where it can answer (a year reads a few thousand rows), else sales_daily.
      const rolled = await rolledFilter(db, query, session);
      const scope = readableSales(session);
      const [rows, money, free] = await Promise.all([
        rolled
          ? rolledByDimension(db, query.dimension, rolled.filter, rolled.rolledThrough)
          : salesByDimension(db, query.dimension, salesWhere(query, scope)),
        moneyByLine(db, query.dimension, query, readableSales(session, moneyFields)),
        // Invitations: sales_daily's 'free' rows (few), per line.
        salesByDimension(
          db,
          query.dimension,
          and(salesWhere(query, scope), eq(salesDaily.paymentMethod, 'free')),
        ),
      ]);
      const invitations = new Map<string, number>();
      for (const row of free) invitations.set(row.key, (invitations.get(row.key) ?? 0) + Number(row.tickets));
      const folded = foldTable(query.dimension, rows);
      const names = await lineNames(db, query.dimension, missingKeys(folded, money));
      return withMoney(query.dimension, folded, money, invitations, names);
    },
  };
}
