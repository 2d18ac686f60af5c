import { emptyFigures, type SalesFigures } from '@encore/shared/analytics/figures.schema';
import type { SalesRow, SalesTable, SalesTableQuery } from '@encore/shared/analytics/analytics.schema';
import type { Database } from '../../db/client';
import type { SessionContext } from '../../plugins/auth';
import { readableSales } from './sales-scope';
import { salesByDimension, salesWhere } from './sales-table.repository';

const figureKeys = Object.keys(emptyFigures) as (keyof SalesFigures)[];

function addInto(row: SalesRow, figures: SalesFigures, rate: number) {
  for (const key of figureKeys) row[key] += Number(figures[key]);
  row.vatByRate[rate] = (row.vatByRate[rate] ?? 0) + Number(figures.vatCents);
}

/** `GET /api/analytics/sales`: one table of figures, lines by revenue, a producer's own shows only. */
export function createSalesTableService(db: Database) {
  return {
    async table(query: SalesTableQuery, session: SessionContext): Promise<SalesTable> {
      const rows = await salesByDimension(db, query.dimension, salesWhere(query, readableSales(session)));
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
        query.dimension === 'day'
          ? a.key.localeCompare(b.key)
          : b.revenueInclVatCents - a.revenueInclVatCents,
      );
      return { dimension: query.dimension, rows: sorted, totals, vatRates: [...rates].sort((a, b) => a - b) };
    },
  };
}
