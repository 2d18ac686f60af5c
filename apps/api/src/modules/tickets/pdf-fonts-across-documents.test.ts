import { describe, expect, it, vi } from 'vitest';
import type { Business } from '@encore/shared/business/business.schema';
import type { TillReport } from '@encore/shared/tills/till.schema';
import type { ReceiptFacts } from '../sales';
import { readPdf } from './pdf-readback.test-helper';
import type { TicketPage } from './ticket-pdf';

/**
 * One API process draws every PDF (tickets, receipts, statements, Z reports) with the same parsed fonts
 * (ticket-fonts.ts). A document's text must not depend on what the process drew before it: fontkit keeps one
 * glyph per id with the code points it was first asked with, and a subset asks for a composite glyph's parts
 * without any ("·" and "…" are drawn from the period, "Ñ" from "N"), so a document with "·" and no "." left
 * the period without its character in the text of every later PDF (pdftotext, copy, search, screen readers).
 */

const business: Business = {
  legalName: 'Théâtre des Lilas SARL',
  address: {
    street: '12 rue des Lilas',
    complement: null,
    stateProvince: null,
    postalCode: '75019',
    city: 'Paris',
    country: 'France',
  },
  siret: '73282932000074',
  vatNumber: 'FR44732829320',
  licenceNumber: 'PLATESV-R-2021-004512',
  updatedAt: null,
};

const at = new Date('2026-12-12T19:30:00Z');
const facts: ReceiptFacts = {
  access: { producerId: null, showId: null, salesChannelId: 'c', createdBy: 'u', status: 'confirmed' },
  id: 'o',
  number: 'EQAFPCVT',
  status: 'confirmed',
  validatedAt: at,
  cancelledAt: null,
  invitationReason: null,
  salesChannelName: 'Guichet',
  showName: 'Le Misanthrope',
  customerName: 'Zoë Ñúñez',
  totalInclTaxCents: 4700,
  vat: [
    { rateBasisPoints: 550, baseCents: 4265, vatCents: 235, totalCents: 4500 },
    { rateBasisPoints: 0, baseCents: 200, vatCents: 0, totalCents: 200 },
  ],
  items: [
    {
      id: 'i',
      status: 'sold',
      priceLevelName: 'Plein',
      areaLabel: 'Orchestre',
      rowLabel: 'F',
      seatLabel: '12',
      quantity: 1,
      unitPriceCents: 4500,
      unitVatCents: 235,
      unitFeeCents: 200,
      vatRateBasisPoints: 550,
      eventStartsAt: at,
      roomName: 'Salle Rameau',
    },
  ],
  payments: [{ method: 'cash', amountCents: 4700, tenderedCents: 5000, changeCents: 300, at }],
  refunds: [],
};

const ticket: TicketPage = {
  showName: 'Le Misanthrope',
  subtitle: null,
  startsAt: at,
  roomName: 'Salle Rameau',
  address: '29 rue de la Martinière, 69001 Lyon',
  areaLabel: 'Orchestre',
  rowLabel: 'F',
  seatLabel: '12',
  admission: 1,
  quantity: 1,
  priceLevelName: 'Plein tarif',
  priceInclTaxCents: 4500,
  orderNumber: 'EQAFPCVT',
  customerName: 'Zoë Ñúñez',
  code: 'ENCOREENCOREENCOREENCOREENCO',
  qr: 'encore',
};

const amounts = { cash: 4700, card: 12_550, cheque: 0, transfer: 0, voucher: 0 };
const report: TillReport = {
  session: {
    id: 's',
    tillId: 't',
    tillName: 'Caisse 1',
    status: 'closed',
    openedBy: 'u',
    openedByName: 'Ada Lovelace',
    openedAt: '2026-12-12T17:00:00Z',
    openingFloat: { '1000': 5 },
    openingFloatCents: 5000,
    closedAt: '2026-12-12T21:00:00Z',
    movements: [],
    expected: { ...amounts, cash: 9700 },
    counted: { ...amounts, cash: 9650 },
    variance: { cash: -50, card: 0, cheque: 0, transfer: 0, voucher: 0 },
  },
  vat: [{ rateBasisPoints: 550, baseCents: 16_162, vatCents: 888, totalCents: 17_050 }],
  totals: { baseCents: 16_162, vatCents: 888, totalCents: 17_050 },
  payments: amounts,
  paymentsCount: 3,
  refunds: { cash: 0, card: 0, cheque: 0, transfer: 0, voucher: 0 },
  refundsCount: 0,
  cancellations: { orders: 0, items: 0 },
  invitations: { orders: 0, tickets: 0 },
  orders: 3,
  tickets: 4,
  movements: { drop: 0, pay_in: 0, pay_out: 0 },
  printedAt: '2026-12-12T21:05:00Z',
};

const seller = ['Théâtre des Lilas SARL · 12 rue des Lilas, 75019 Paris'];

/** The documents the API draws, with modules (and so fonts) of their own: a process that drew nothing yet. */
async function newProcess() {
  vi.resetModules();
  const { renderTicketsPdf } = await import('./ticket-pdf');
  const { renderRows } = await import('../returns/pdf-rows');
  const { receiptRows } = await import('../returns/receipt-rows');
  const { renderReportPdf } = await import('../tills/till-report-pdf');
  const receipt = (lang: 'fr' | 'en', copy: number, format: '80mm' | 'a4') => () =>
    renderRows(
      receiptRows({ facts, business, copy, printedAt: at, version: '0.1.0', lang }),
      format,
      'Encore',
    );
  return {
    'ticket fr': () => renderTicketsPdf([ticket], 'fr', undefined, seller),
    'ticket en': () => renderTicketsPdf([ticket], 'en', undefined, seller),
    'receipt fr 80mm': receipt('fr', 1, '80mm'),
    'duplicate fr 80mm': receipt('fr', 2, '80mm'),
    'receipt en a4': receipt('en', 1, 'a4'),
    'duplicate en a4': receipt('en', 3, 'a4'),
    'Z report fr': () => renderReportPdf(report, 'fr'),
    'Z report en': () => renderReportPdf(report, 'en'),
  };
}
type Name = keyof Awaited<ReturnType<typeof newProcess>>;

const textOf = async (pdf: Buffer) => (await readPdf(pdf)).text.replace(/\s+/g, ' ').trim();

describe('PDFs drawn one after another in one process', () => {
  it("print a period after a document that drew '·' and no period (the receipt's dots)", async () => {
    const draw = await newProcess();
    // A French duplicate's bold line "Impression n° 2 · <date>": the bold font's "·", no bold period.
    await draw['duplicate fr 80mm']();
    const text = await textOf(await draw['duplicate en a4']());
    expect(text).toContain('Print no. 3');
    expect(text).toContain('Encore 0.1.0');
    expect(text).toContain('€45.00');
  });

  it('each document prints the same text whatever the process drew before it, in any order', async () => {
    const names = Object.keys(await newProcess()) as Name[];
    // Each document drawn first by a process of its own.
    const alone = new Map<Name, string>();
    for (const name of names) alone.set(name, await textOf(await (await newProcess())[name]()));
    for (const order of [names, [...names].reverse()]) {
      const draw = await newProcess();
      // Every document, then every one again: the same text each time as drawn alone.
      for (const name of [...order, ...order])
        expect({ name, text: await textOf(await draw[name]()) }).toEqual({ name, text: alone.get(name) });
    }
  });
});
