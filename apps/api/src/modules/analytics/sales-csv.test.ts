import { describe, expect, it } from 'vitest';
import { todayInFrance } from '@encore/shared/analytics/calendar-days';
import { salesDimensions, type SalesTable } from '@encore/shared/analytics/analytics.schema';
import { buildAbility, type RoleName } from '@encore/shared/auth/permissions';
import type { SessionContext } from '../../plugins/auth';
import { bearer } from '../../test/test-app';
import { openTillSession } from '../../test/till-session';
import { useTestApp } from '../../test/use-test-app';
import { sql } from 'drizzle-orm';
import { ledgerCopy, ledgerCopyTag } from './ledger-copy';
import { ledgerCsv } from './sales-csv';
import { createSalesExportService } from './sales-export.service';
import { ledgerQuery } from './sales-ledger.repository';
import { createSalesTableService } from './sales-table.service';
import { salesScenario, sell, standardSales } from './test-sales';

const t = useTestApp();

/** RFC 4180 with the file's separator: quoted cells, doubled quotes, CRLF. */
function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) cell += c;
    else if (c === separator) {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  expect(cell, 'the file ends with CRLF').toBe('');
  return rows;
}

const dialects = { fr: { separator: ';', decimal: ',' }, en: { separator: ',', decimal: '.' } } as const;

async function download(role: RoleName, url: string, lang: 'fr' | 'en') {
  const res = await t.app.inject({
    method: 'GET',
    url: `${url}&lang=${lang}`,
    headers: bearer((await t.login(role)).token),
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="encore-.+\.csv"$/);
  expect(res.body.startsWith('\ufeff'), 'UTF-8 byte-order mark').toBe(true);
  const { separator, decimal } = dialects[lang];
  const [header, ...lines] = parseCsv(res.body.slice(1), separator);
  for (const line of lines) expect(line).toHaveLength(header!.length);
  const cents = (text: string) => {
    // Amounts in the language's notation only: "161,50" in French, "161.50" in English.
    expect(text, 'an amount').toMatch(new RegExp(`^-?\\d+\\${decimal}\\d\\d$`));
    return Math.round(Number(text.replace(decimal, '.')) * 100);
  };
  const column = (name: string) => {
    const at = header!.indexOf(name);
    expect(at, `column ${name} in ${header!.join('|')}`).toBeGreaterThanOrEqual(0);
    return at;
  };
  return { header: header!, lines, cents, column };
}

describe('analytics CSV exports', () => {
  it('parse back to the tables: every dimension, the order items, in French and English, own shows only', async () => {
    const s = await salesScenario(t);
    await openTillSession(t.app, (await t.login('BOX_OFFICE')).token);
    await standardSales(s);
    // Sold and cancelled whole on the same day: a sale and a cancellation line that cancel out.
    const gone = await sell(s, s.f.channels.boxOffice, [[s.plein, [s.f.seats.orchestre[6]!]]]);
    expect((await s.bo.api.post(`/api/orders/${gone}/cancel`, {})).status).toBe(200);

    const day = todayInFrance();
    const range = `from=${day}&to=${day}`;
    const json = async (role: RoleName, dimension: string, filter = `&showId=${s.f.theatreShow}`) =>
      (await t.api.as(role).get(`/api/analytics/sales?dimension=${dimension}&${range}${filter}`)).body
        .data as SalesTable;
    const theatre = await json('SHOW_MANAGER', 'show');
    expect(theatre.totals).toMatchObject({ tickets: 4, revenueInclVatCents: 16150, cancelledTickets: 2 });
    // Paid: 115.00 cash, 93.00 web, 45.00 for the order waiting for approval, 45.00 for the one cancelled;
    // refunded: 46.50 and 45.00.
    expect(theatre.totals).toMatchObject({
      paidCents: 11500 + 9300 + 4500 + 4500,
      refundedCents: 4650 + 4500,
      revenueCents: 11500 + 9300 + 4500 + 4500 - 4650 - 4500,
    });

    for (const lang of ['fr', 'en'] as const) {
      for (const dimension of salesDimensions) {
        const table = await json('SHOW_MANAGER', dimension);
        const file = await download(
          'SHOW_MANAGER',
          `/api/analytics/sales.csv?dimension=${dimension}&${range}&showId=${s.f.theatreShow}`,
          lang,
        );
        const totalLine = file.lines.at(-1)!;
        expect(totalLine[0]).toBe('Total');
        expect(file.lines).toHaveLength(table.rows.length + 1);
        const figures = [
          ['tickets', file.header.findIndex((h) => /^(Billets|Tickets)$/.test(h)), (x: string) => Number(x)],
          ['revenueInclVatCents', file.header.findIndex((h) => / (TTC|incl\. VAT) /.test(h)), file.cents],
          ['revenueExclVatCents', file.header.findIndex((h) => / (HT|excl\. VAT) /.test(h)), file.cents],
          ['feesCents', file.header.findIndex((h) => /^(Frais|Fees) /.test(h)), file.cents],
        ] as const;
        for (const [key, at, read] of figures) {
          expect(at, `${lang} ${dimension} ${key}`).toBeGreaterThan(0);
          const sum = file.lines.slice(0, -1).reduce((n, line) => n + read(line[at]!), 0);
          expect(sum, `${lang} ${dimension} ${key}`).toBe(table.totals[key]);
          expect(read(totalLine[at]!), `${lang} ${dimension} ${key}`).toBe(table.totals[key]);
        }
        // The money that moved (issue 23): paid, refunded, revenue and invitations, apart; the lines add up
        // to the totals where a payment can be told to a line (empty cells elsewhere).
        const moneyColumns = [
          ['paidCents', /^(Encaissé|Paid) /],
          ['refundedCents', /^(Remboursé|Refunded) /],
          ['revenueCents', /^(Recette :|Revenue:) /],
        ] as const;
        for (const [key, header] of moneyColumns) {
          const at = file.header.findIndex((h) => header.test(h));
          expect(at, `${lang} ${dimension} ${key}`).toBeGreaterThan(0);
          expect(file.cents(totalLine[at]!), `${lang} ${dimension} ${key}`).toBe(table.totals[key]);
          const cells = file.lines.slice(0, -1).map((line) => line[at]!);
          if (table.rows.every((r) => r[key] === null)) expect(cells.every((c) => c === '')).toBe(true);
          else expect(cells.reduce((n, c) => n + file.cents(c), 0)).toBe(table.totals[key]);
        }
        const invitationsAt = file.header.indexOf('Invitations');
        expect(Number(totalLine[invitationsAt])).toBe(table.totals.invitations);
        // One VAT column per rate.
        for (const rate of table.vatRates) {
          const at = file.header.findIndex((h) =>
            h.includes(` ${String(rate / 100).replace('.', dialects[lang].decimal)}`),
          );
          expect(file.cents(totalLine[at]!), `${lang} VAT ${rate}`).toBe(table.totals.vatByRate[rate]);
        }
      }

      // The order items: one line per sale or cancellation, adding up to the same totals.
      const items = await download(
        'SHOW_MANAGER',
        `/api/analytics/order-items.csv?${range}&showId=${s.f.theatreShow}`,
        lang,
      );
      const sum = (name: string, read: (x: string) => number) =>
        items.lines.reduce((n, line) => n + read(line[items.column(name)]!), 0);
      const names =
        lang === 'fr'
          ? {
              tickets: 'Billets',
              incl: 'Recettes TTC (EUR)',
              excl: 'Recettes HT (EUR)',
              vat: 'TVA (EUR)',
              fees: 'Frais (EUR)',
              movement: 'Mouvement',
              cancel: 'Annulation',
              show: 'Spectacle',
              pay: 'Moyen de paiement',
              cash: 'Espèces',
            }
          : {
              tickets: 'Tickets',
              incl: 'Revenue incl. VAT (EUR)',
              excl: 'Revenue excl. VAT (EUR)',
              vat: 'VAT (EUR)',
              fees: 'Fees (EUR)',
              movement: 'Movement',
              cancel: 'Cancellation',
              show: 'Show',
              pay: 'Payment method',
              cash: 'Cash',
            };
      expect(sum(names.tickets, Number)).toBe(theatre.totals.tickets);
      expect(sum(names.incl, items.cents)).toBe(theatre.totals.revenueInclVatCents);
      // The table's VAT is its tickets' VAT as each was priced, the items file's VAT column added up (issue
      // 23: the one VAT of receipts, the journal and closings; never the VAT of a total recomputed).
      expect(theatre.totals.vatCents).toBe(sum(names.vat, items.cents));
      expect(theatre.totals.revenueExclVatCents).toBe(
        sum(names.incl, items.cents) - sum(names.vat, items.cents),
      );
      expect(sum(names.fees, items.cents)).toBe(theatre.totals.feesCents);
      // 3 + 2 + 1 sold, 1 + 1 cancelled; the pending invitation is not there.
      expect(items.lines).toHaveLength(8);
      expect(items.lines.filter((l) => l[items.column(names.movement)] === names.cancel)).toHaveLength(2);
      expect(new Set(items.lines.map((l) => l[items.column(names.show)]))).toEqual(
        new Set(['Le Misanthrope']),
      );
      expect(items.lines.filter((l) => l[items.column(names.pay)] === names.cash)).toHaveLength(3);
    }

    // A producer: the same file for its show; nothing of another producer's, even when asked by id.
    const own = await download('PRODUCER', `/api/analytics/order-items.csv?${range}`, 'fr');
    expect(own.lines.map((l) => l[own.column('Spectacle')])).not.toContain('Ondine');
    expect(own.lines.length).toBeGreaterThanOrEqual(8);
    const other = await download(
      'PRODUCER',
      `/api/analytics/order-items.csv?${range}&showId=${s.o.other.id}`,
      'en',
    );
    expect(other.lines).toEqual([]);
    const managerOther = await download(
      'SHOW_MANAGER',
      `/api/analytics/order-items.csv?${range}&showId=${s.o.other.id}`,
      'en',
    );
    expect(managerOther.lines).toHaveLength(1);
    const otherTable = await download(
      'PRODUCER',
      `/api/analytics/sales.csv?dimension=show&${range}&showId=${s.o.other.id}`,
      'fr',
    );
    // Nothing of another producer's show: no sale, no invitation, no money.
    expect(otherTable.lines).toEqual([
      ['Total', '0', '0,00', '0,00', '0,00', '0,00', '0', '0,00', '0', '0,00', '0,00', '0,00'],
    ]);

    // Refused before any byte: no Analytics, a bad range, an unknown language.
    for (const role of ['BOX_OFFICE', 'ARTIST'] as const)
      expect((await t.api.as(role).get(`/api/analytics/order-items.csv?${range}`)).status).toBe(403);
    expect((await t.api.anonymous.get(`/api/analytics/sales.csv?dimension=show&${range}`)).status).toBe(401);
    expect(
      (await t.api.as('ADMIN').get(`/api/analytics/order-items.csv?from=${day}&to=2020-01-01`)).status,
    ).toBe(400);
    expect(
      (await t.api.as('ADMIN').get(`/api/analytics/sales.csv?dimension=show&${range}&lang=de`)).status,
    ).toBe(400);
    // Without `lang`, the browser's language.
    const english = await t.app.inject({
      method: 'GET',
      url: `/api/analytics/sales.csv?dimension=day&${range}`,
      headers: { ...bearer((await t.login('ADMIN')).token), 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(english.body.split('\r\n')[0]).toMatch(/^\ufeffDay,Tickets,/);
  });

  it("opens from a plain link with a download token: the session's own shows, the CSV files only", async () => {
    const s = await salesScenario(t);
    await standardSales(s);
    const day = todayInFrance();
    const range = `from=${day}&to=${day}`;
    const tokenOf = async (role: RoleName) => {
      const res = await t.api.as(role).post('/api/analytics/download-token', {});
      expect(res.status).toBe(200);
      return (res.body as { data: { token: string } }).data.token;
    };
    const get = async (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers });

    // A producer's link: its own show's lines, none of another producer's (the rules of the session).
    const producer = await tokenOf('PRODUCER');
    const own = await get(`/api/analytics/order-items.csv?${range}&lang=fr&token=${producer}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.headers['content-disposition']).toMatch(/^attachment; /);
    expect(own.body).toContain('Le Misanthrope');
    expect(own.body).not.toContain('Ondine');
    const manager = await tokenOf('SHOW_MANAGER');
    expect((await get(`/api/analytics/order-items.csv?${range}&token=${manager}`)).body).toContain('Ondine');
    const table = await get(`/api/analytics/sales.csv?dimension=show&${range}&lang=en&token=${manager}`);
    expect(table.statusCode).toBe(200);
    expect(table.body).toMatch(/^\ufeffShow,/);

    // Not a bearer token, not for the JSON figures, not forged.
    expect((await get(`/api/analytics/order-items.csv?${range}`, bearer(manager))).statusCode).toBe(401);
    expect((await get(`/api/analytics/sales?dimension=show&${range}&token=${manager}`)).statusCode).toBe(401);
    expect((await get(`/api/analytics/order-items.csv?${range}&token=${manager}x`)).statusCode).toBe(401);
  });

  it('writes the lines in the database cell for cell as the reference writer, tricky texts included, whole (COPY) or by pages', async () => {
    const s = await salesScenario(t);
    await standardSales(s);
    const gone = await sell(s, s.f.channels.boxOffice, [[s.plein, [s.f.seats.orchestre[6]!]]]);
    expect((await s.bo.api.post(`/api/orders/${gone}/cancel`, {})).status).toBe(200);
    const db = t.database.db;
    // Texts csvWriter quotes or guards: separators of both languages, quotes, a formula start, a line break.
    await db.execute(
      sql`update shows set name = '=Le "Misanthrope"; acte I, 2' where id = ${s.f.theatreShow}`,
    );
    await db.execute(sql`update sales_channels set name = '+Guichet' where id = ${s.f.channels.boxOffice}`);
    await db.execute(sql`update order_items set price_level_name = 'Plein; tarif, "A"',
      area_label = case when area_label is null then null else '-1' end, row_label = 'R' || chr(10) || '2'
      where id in (select id from order_items order by id limit 2)`);
    await db.execute(sql`update users set first_name = '@' || first_name`);
    const admin = { ability: buildAbility([{ action: 'manage', subject: 'all' }]) } as SessionContext;
    const day = todayInFrance();
    const filter = { from: day, to: day };
    const file = async (lang: 'fr' | 'en', options: { pageSize?: number; copy?: boolean }) => {
      const service = createSalesExportService(db, createSalesTableService(db), options);
      const chunks: Buffer[] = [];
      for await (const chunk of service.itemsCsv(filter, lang, admin)) chunks.push(Buffer.from(chunk));
      return Buffer.concat(chunks).toString('utf8');
    };
    for (const lang of ['fr', 'en'] as const) {
      const reference = ledgerCsv(lang);
      const rows = await ledgerQuery(db, filter, undefined, null);
      const expected = reference.header + rows.map(reference.line).join('');
      expect(rows.length).toBeGreaterThan(8);
      expect(expected).toContain('"\'=Le ""Misanthrope""; acte I, 2"');
      expect(expected).toContain("'+Guichet");
      expect(await file(lang, { pageSize: 5000 })).toBe(expected);
      expect(await file(lang, { pageSize: 2 })).toBe(expected);
      expect(await file(lang, { pageSize: 1 })).toBe(expected);
      if (t.database.kind === 'postgres') expect(await file(lang, { copy: true })).toBe(expected);
    }
  });

  it('reads COPY as fast as it is read, byte for byte, and ends it when the reader goes away (PostgreSQL)', async () => {
    if (t.database.kind !== 'postgres') return;
    const db = t.database.db;
    // Lines of every kind of byte COPY's text format would escape, multi-byte letters, rows across chunks.
    const small = sql`select repeat(chr(9) || '\\é"' || chr(13) || chr(10), g % 7) || g::text || chr(13) || chr(10)
      from generate_series(1, 20000) g order by g`;
    const chunks: Buffer[] = [];
    for await (const chunk of ledgerCopy(db, small)) chunks.push(chunk);
    let expected = '';
    for (let g = 1; g <= 20000; g++) expected += '\t\\é"\r\n'.repeat(g % 7) + `${g}\r\n`;
    expect(Buffer.concat(chunks).toString('utf8')).toBe(expected);

    // 200 MB the reader does not read: PostgreSQL waits on its socket (backpressure), Node holds little.
    const big = sql`select repeat('x', 998) || chr(13) || chr(10) from generate_series(1, 200000)`;
    const lines = ledgerCopy(db, big);
    let read = (await lines.next()).value!.length;
    const backend = async () =>
      (
        (await db.execute(
          sql`select wait_event from pg_stat_activity where query like ${`${ledgerCopyTag}%`} and pid <> pg_backend_pid()`,
        )) as unknown as { rows: { wait_event: string | null }[] }
      ).rows;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await backend()).toEqual([{ wait_event: 'ClientWrite' }]);
    for (let i = 0; i < 10; i++) read += (await lines.next()).value!.length;
    expect(read).toBeLessThan(5_000_000);
    // The reader leaves: the connection goes, and with it the COPY.
    await lines.return(undefined);
    await expect.poll(backend, { timeout: 5000 }).toEqual([]);
  });

  it('keeps a customer-typed text from becoming a formula, and quotes separators', async () => {
    const { csvWriter } = await import('./csv-writer');
    expect(csvWriter('fr').line(['=HYPERLINK("x")', 'a;b', 'a,b', -1, csvWriter('fr').euros(-1234)])).toBe(
      `"'=HYPERLINK(""x"")";"a;b";a,b;-1;-12,34\r\n`,
    );
    expect(
      csvWriter('en').line(['+33 6', 'a;b', 'a,b', 1.5, csvWriter('en').euros(5), csvWriter('en').rate(550)]),
    ).toBe(`'+33 6,a;b,"a,b",1.5,0.05,5.5\r\n`);
  });
  it('writes an order-item line cell for cell as the table writer does, repeated texts included', async () => {
    const { csvWriter } = await import('./csv-writer');
    const line = {
      day: '2026-03-01',
      cancelled: true,
      orderNumber: 'A3C4',
      showName: '=Le "Misanthrope"; acte I',
      startsAt: new Date('2026-04-01T18:00:00Z'),
      channelName: 'Box office',
      priceLevelName: 'Plein, tarif',
      areaLabel: 'Orchestre',
      rowLabel: null,
      seatLabel: '12',
      quantity: 2,
      unitPriceCents: 4550,
      vatRateBasisPoints: 550,
      unitVatCents: 237,
      unitFeeCents: 150,
      sellerName: null,
      paymentMethod: 'cash',
    };
    for (const lang of ['fr', 'en'] as const) {
      const csv = csvWriter(lang);
      const file = ledgerCsv(lang);
      const expected = csv.line([
        '2026-03-01',
        lang === 'fr' ? 'Annulation' : 'Cancellation',
        'A3C4',
        '=Le "Misanthrope"; acte I',
        '2026-04-01 20:00',
        'Box office',
        'Plein, tarif',
        'Orchestre 12',
        -2,
        csv.euros(4550),
        csv.rate(550),
        csv.euros(-9100),
        csv.euros(-474),
        csv.euros(-300),
        csv.euros(-9400),
        csv.euros(-8926),
        lang === 'fr' ? 'Sans vendeur' : 'No seller',
        lang === 'fr' ? 'Espèces' : 'Cash',
      ]);
      // Twice: the second line comes from the remembered cells.
      expect(file.line(line)).toBe(expected);
      expect(file.line(line)).toBe(expected);
      expect(file.line({ ...line, areaLabel: null, seatLabel: null, paymentMethod: null })).toBe(
        expected
          .replace(lang === 'fr' ? ';Orchestre 12;' : ',Orchestre 12,', lang === 'fr' ? ';;' : ',,')
          .replace(lang === 'fr' ? 'Espèces\r\n' : 'Cash\r\n', '\r\n'),
      );
    }
  });
});
