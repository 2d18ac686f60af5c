import type { CsvLanguage, SalesFilter, SalesTableQuery } from '@encore/shared/analytics/analytics.schema';
import type { Database } from '../../db/client';
import type { SessionContext } from '../../plugins/auth';
import { ledgerCopy } from './ledger-copy';
import { ledgerLinesQuery } from './ledger-lines';
import { ledgerCsv, salesTableCsv } from './sales-csv';
import { ledgerFields, type LedgerKey } from './sales-ledger.repository';
import { readableSales } from './sales-scope';
import type { createSalesTableService } from './sales-table.service';

interface LinesPageRow extends Record<string, unknown> {
  day: string;
  order_item_id: string;
  cancelled: boolean;
  line: string;
}

/**
 * The analytics CSV files. Both are generators the route streams as they are read: a slow download holds
 * a page of lines or a few socket buffers, never the file. The scope (a producer's own shows) is in the SQL.
 */
export function createSalesExportService(
  db: Database,
  tables: ReturnType<typeof createSalesTableService>,
  options: {
    /** Lines per page of the order-items export on PGlite: a page is a few MB at most. */
    pageSize?: number;
    /** PostgreSQL: the whole file through COPY (ledger-copy.ts); PGlite: keyset pages. */
    copy?: boolean;
  } = {},
) {
  const { pageSize = 5000, copy = false } = options;
  return {
    async tableCsv(query: SalesTableQuery, lang: CsvLanguage, session: SessionContext) {
      return salesTableCsv(await tables.table(query, session), lang);
    },

    /**
     * Checks run before the first byte (a refusal is still a JSON error); the lines follow on demand,
     * written by the database (ledger-lines.ts).
     */
    itemsCsv(
      filter: SalesFilter,
      lang: CsvLanguage,
      session: SessionContext,
    ): AsyncGenerator<string | Buffer> {
      const scope = readableSales(session, ledgerFields);
      const { header } = ledgerCsv(lang);
      return (async function* () {
        yield header;
        if (copy) {
          yield* ledgerCopy(db, ledgerLinesQuery(lang, filter, scope));
          return;
        }
        let after: LedgerKey | null = null;
        for (;;) {
          const { rows } = (await db.execute(
            ledgerLinesQuery(lang, filter, scope, { after, limit: pageSize }),
          )) as unknown as { rows: LinesPageRow[] };
          // One string per page: a chunk per line would cost a stream write each.
          if (rows.length) yield rows.map((row) => row.line).join('');
          if (rows.length < pageSize) return;
          const last = rows.at(-1)!;
          after = { day: last.day, orderItemId: last.order_item_id, cancelled: last.cancelled };
        }
      })();
    },
  };
}
