import { emptyFigures, type SalesFigures } from '@encore/shared/analytics/figures.schema';
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

function addInto(row: SalesRow, figures: SalesFigures, rate: number) {
  for (const key of figureKeys) row[key] += Number(figures[key]);
  row.vatByRate[rate] = (row.vatByRate[rate] ?? 0) + Number(figures.vatCents);
}

/** Folds per-(line, VAT rate) rows into a table: lines by revenue (days in order), totals, rates met. */
export function foldTable(
  dimension: SalesDimension,
  rows: ({ key: string; label: string; detail: string | null; rate: number } & SalesFigures)[],
): SalesTable {
  const lines = new Map<string, SalesRow>();
  const totals: SalesRow = { key: 'total', label: '', detail: null, ...emptyFigures, vatByRate: {} };
  const rates = new Set<number>();
  for (const { key, label, detail, rate, ...figures } of rows) {
    let line = lines.get(key);
    if (!line) lines.set(key, (line = { key, label, detail, ...emptyFigures, vatByRate: {} }));
    addInto(line, figures, rate);
    addInto(totals, figures, rate);
    rates.add(rate);
  }
  const sorted = [...lines.values()].sort((a, b) =>
    dimension === 'day' ? a.key.localeCompare(b.key) : b.revenueInclVatCents - a.revenueInclVatCents,
  );
  return { dimension, rows: sorted, totals, vatRates: [...rates].sort((a, b) => a - b) };
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
