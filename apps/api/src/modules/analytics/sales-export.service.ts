import type { CsvLanguage, SalesFilter, SalesTableQuery } from '@encore/shared/analytics/analytics.schema';
import type { Database } from '../../db/client';
import type { SessionContext } from '../../plugins/auth';
import { ledgerCursor } from './ledger-cursor';
import { ledgerCsv, salesTableCsv } from './sales-csv';
import { ledgerFields, ledgerPage, type LedgerKey } from './sales-ledger.repository';
import { readableSales } from './sales-scope';
import type { createSalesTableService } from './sales-table.service';

/**
 * The analytics CSV files. Both are generators the route streams as they are read: a slow download holds
 * one page of rows, never the file. The scope (a producer's own shows) is in every page's SQL.
 */
export function createSalesExportService(
  db: Database,
  tables: ReturnType<typeof createSalesTableService>,
  options: {
    /** Lines per page of the order-items export: a page is a few MB of rows at most. */
    pageSize?: number;
    /** PostgreSQL: one query through a cursor (ledger-cursor.ts); PGlite: keyset pages. */
    cursor?: boolean;
  } = {},
) {
  const { pageSize = 5000, cursor = false } = options;
  return {
    async tableCsv(query: SalesTableQuery, lang: CsvLanguage, session: SessionContext) {
      return salesTableCsv(await tables.table(query, session), lang);
    },

    /** Checks run before the first byte (a refusal is still a JSON error); the pages follow on demand. */
    itemsCsv(filter: SalesFilter, lang: CsvLanguage, session: SessionContext): AsyncGenerator<string> {
      const scope = readableSales(session, ledgerFields);
      const csv = ledgerCsv(lang);
      return (async function* () {
        yield csv.header;
        if (cursor) {
          for await (const page of ledgerCursor(db, filter, scope, pageSize))
            yield page.map(csv.line).join('');
          return;
        }
        let after: LedgerKey | null = null;
        for (;;) {
          const page = await ledgerPage(db, filter, scope, after, pageSize);
          // One string per page: a chunk per line would cost a stream write each.
          if (page.length) yield page.map(csv.line).join('');
          if (page.length < pageSize) return;
          const last = page.at(-1)!;
          after = { day: last.day, orderItemId: last.orderItemId, cancelled: last.cancelled };
        }
      })();
    },
  };
}
