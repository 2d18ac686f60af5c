import { expect, test } from '@playwright/test';
import type { Ticket } from '@encore/shared/tickets/ticket.schema';
import { formatTicketCode } from '@encore/shared/tickets/ticket-code';
import { apiAs, sellAtCounter } from './support/box-office';
import { printedAddresses, readPrinted, watchPrint } from './support/print';
import { signInWithTokens, useLanguage } from './support/session';

const texts = {
  en: { seats: /^Seats/, show: 'Piano à quatre mains', print: 'Print' },
  fr: { seats: /^Places/, show: 'Requiem de Fauré', print: 'Imprimer' },
} as const;

for (const lang of ['en', 'fr'] as const) {
  const t = texts[lang];
  test(`prints the order's tickets at the counter and from the order page (${lang})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext();
    const page = await context.newPage();
    await useLanguage(page, lang);
    await watchPrint(page);
    const { token } = await signInWithTokens(page, request, 'BOX_OFFICE');
    const api = await apiAs(request, token);

    // Right after the sale: Print sends the order's PDF, both tickets, to the print dialog.
    const orderId = await sellAtCounter(page, t.show, 2, t.seats);
    const [kept, cancelled] = (await api.get<Ticket[]>(`/orders/${orderId}/tickets`)) as [Ticket, Ticket];
    await page.getByTestId('last-order').getByRole('button', { name: t.print }).click();
    await expect.poll(() => printedAddresses(page), { timeout: 15_000 }).toHaveLength(1);
    const [atCounter] = await printedAddresses(page);
    expect(atCounter).toMatch(/^blob:/);
    const sold = await readPrinted(page, atCounter!);
    expect(sold.pages).toBe(2);
    expect(sold.text).toContain(t.show);
    expect(sold.text).toContain(formatTicketCode(kept.code));
    expect(sold.text).toContain(formatTicketCode(cancelled.code));

    // One seat given back: the order page prints the one ticket left.
    await api.post(`/orders/${orderId}/items/${cancelled.itemId}/cancel`, {});
    await page.goto(`/order/${orderId}`);
    await page.getByRole('button', { name: t.print }).click();
    await expect.poll(() => printedAddresses(page), { timeout: 15_000 }).toHaveLength(1);
    const left = await readPrinted(page, (await printedAddresses(page))[0]!);
    expect(left.pages).toBe(1);
    expect(left.text).toContain(formatTicketCode(kept.code));
    expect(left.text).not.toContain(formatTicketCode(cancelled.code));
    await context.close();
  });
}
