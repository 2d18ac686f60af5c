import { expect, test } from '@playwright/test';
import type { OrderSummary } from '@encore/shared/orders/order.schema';
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

const failures = {
  en: {
    print: 'Print',
    notLoaded: 'The tickets could not be loaded',
    notPrinted: 'Failed to print the tickets',
  },
  fr: {
    print: 'Imprimer',
    notLoaded: 'Les billets n’ont pas pu être chargés',
    notPrinted: 'Échec de l’impression des billets',
  },
} as const;

for (const lang of ['en', 'fr'] as const) {
  const t = failures[lang];
  test(`the order page says when the tickets cannot be printed, busy while the PDF loads (${lang})`, async ({
    page,
    request,
  }) => {
    await useLanguage(page, lang);
    const { token } = await signInWithTokens(page, request, 'BOX_OFFICE');
    const api = await apiAs(request, token);
    // A demo order with its tickets, only read here (printing changes nothing).
    const [order] = await api.get<OrderSummary[]>('/orders?status=confirmed&sort=number&pageSize=10');
    await page.goto(`/order/${order!.id}`);
    const print = page.getByRole('button', { name: t.print });

    // The PDF request fails: busy while it is on its way, then the message.
    let refuse!: () => void;
    const refused = new Promise<void>((resolve) => (refuse = resolve));
    await page.route('**/api/orders/*/tickets.pdf', async (route) => {
      await refused;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' });
    });
    await print.click();
    await expect(print).toHaveAttribute('data-loading', 'true');
    await expect(page.getByTestId('tickets-download')).toBeDisabled();
    refuse();
    await expect(page.getByText(t.notLoaded)).toBeVisible();
    await expect(print).not.toHaveAttribute('data-loading');
    await page.unroute('**/api/orders/*/tickets.pdf');

    // The PDF arrives but its frame shows an error page (its address no longer holds the PDF).
    await page.evaluate(() => {
      const createObjectURL = URL.createObjectURL.bind(URL);
      URL.createObjectURL = (object: Blob | MediaSource) => {
        const url = createObjectURL(object);
        URL.revokeObjectURL(url);
        return url;
      };
    });
    await print.click();
    await expect(page.getByText(t.notPrinted)).toBeVisible({ timeout: 30_000 });
    await expect(print).toBeEnabled();
  });
}
