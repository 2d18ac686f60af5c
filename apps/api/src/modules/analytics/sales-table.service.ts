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

const figureKeys = Object.keys(emptyFigures) as (keyof SalesFigures)[];

/**
 * The VAT in a total VAT included at a rate, as for one price (shared/money.ts), the sign of the total's:
 * a line's VAT per rate comes from its net total at that rate (issue 23), so rounding each ticket's VAT
 * never leaves a line with sales at a rate a VAT of the other sign (-0.01 at 5.5 % for a day whose sales
 * and cancellations of older sales nearly matched).
 */
export function vatOfTotal(totalCents: number, rateBasisPoints: number): number {
  const vat = vatIncludedCents(Math.abs(totalCents), rateBasisPoints);
  return totalCents < 0 ? -vat : vat;
}

type Line = SalesRow & { ttcByRate: Map<number, number> };

function addInto(line: Line, figures: SalesFigures, rate: number) {
  for (const key of figureKeys) line[key] += Number(figures[key]);
  // The tickets' price VAT included at this rate (fees carry no VAT: money.ts).
  const ttc = Number(figures.revenueInclVatCents) - Number(figures.feesCents);
  line.ttcByRate.set(rate, (line.ttcByRate.get(rate) ?? 0) + ttc);
}

/** The line's VAT per rate from its totals per rate; its VAT and revenue excluding VAT follow. */
function settleVat({ ttcByRate, ...line }: Line): SalesRow {
  line.vatByRate = {};
  let vat = 0;
  for (const [rate, ttc] of ttcByRate) vat += line.vatByRate[rate] = vatOfTotal(ttc, rate);
  return { ...line, vatCents: vat, revenueExclVatCents: line.revenueInclVatCents - vat };
}

/** Folds per-(line, VAT rate) rows into a table: lines by revenue (days in order), totals, rates met. */
export function foldTable(
  dimension: SalesDimension,
  rows: ({ key: string; label: string; detail: string | null; rate: number } & SalesFigures)[],
): SalesTable {
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
    .map(settleVat)
    .sort((a, b) =>
      dimension === 'day' ? a.key.localeCompare(b.key) : b.revenueInclVatCents - a.revenueInclVatCents,
    );
  return { dimension, rows: sorted, totals: settleVat(totals), vatRates: [...rates].sort((a, b) => a - b) };
}

/** `GET /api/analytics/sales`: one table of figures, lines by revenue, a producer's own shows only. */
export function createSalesTableService(db: Database) {
  return {
    async table(query: SalesTableQuery, session: SessionContext): Promise<SalesTable> {
      // The roll-up's blocks where it can answer (a year reads a few thousand rows), else sales_daily.
      const rolled = await rolledFilter(db, query, session);
      const rows = rolled
        ? await rolledByDimension(db, query.dimension, rolled.filter, rolled.rolledThrough)
        : await salesByDimension(db, query.dimension, salesWhere(query, readableSales(session)));
      return foldTable(query.dimension, rows);
    },
  };
}
