import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ticketCodeFromBytes, ticketQrPayload } from '@encore/shared/tickets/ticket-code';
import { readPdf } from './pdf-readback.test-helper';
import { renderTicketsPdf, type TicketPage } from './ticket-pdf';

const eventId = crypto.randomUUID();
const page = (showName: string, seat: string): TicketPage => {
  const code = ticketCodeFromBytes(crypto.randomBytes(16));
  return {
    showName,
    subtitle: null,
    startsAt: new Date('2026-12-12T19:30:00Z'),
    roomName: 'Salle Rameau',
    address: '29 rue de la Martinière, 69001 Lyon',
    areaLabel: 'Orchestre',
    rowLabel: 'F',
    seatLabel: seat,
    admission: 1,
    quantity: 1,
    priceLevelName: 'Plein tarif',
    priceInclTaxCents: 4500,
    orderNumber: 'A7K2MX',
    customerName: 'محمد علي',
    code,
    qr: ticketQrPayload(code, eventId, crypto.randomBytes(64)),
  };
};

// Texts repeated from page to page are laid out once per PDF and their content written again (ticket-pdf.ts),
// and fontkit's shaping is kept per process (ticket-fonts.ts): what each page prints must not change.
describe('ticket PDF pages', () => {
  it('each page of two shows interleaved prints its own show, seat and footer', async () => {
    const pages = [page('Tosca', '11'), page('Le Cid', '12'), page('Tosca', '13'), page('Le Cid', '14')];
    const pdf = await readPdf(await renderTicketsPdf(pages, 'fr'));
    expect(pdf.pages).toBe(4);
    pdf.pageTexts.forEach((text, i) => {
      expect(text).toContain(pages[i]!.showName);
      expect(text).not.toContain(pages[(i + 1) % 2]!.showName);
      expect(text).toMatch(new RegExp(`PLACE[\\s\\S]*${pages[i]!.seatLabel}`));
      expect(text).toContain('Salle Rameau');
      expect(text).toContain('Commande A7K2MX');
      expect(text).toContain('علي');
    });
  });

  it('the same tickets made twice in one process print the same text at the same places', async () => {
    const pages = [page('Tosca', '21'), page('Tosca', '22')];
    const first = await readPdf(await renderTicketsPdf(pages, 'en'));
    const second = await readPdf(await renderTicketsPdf(pages, 'en'));
    expect(second.text).toBe(first.text);
    expect(first.pageTexts[1]).toContain('Tosca');
  });
});
