import { expect, test, type Page } from '@playwright/test';
import type { Ticket } from '@encore/shared/tickets/ticket.schema';
import type { EventCheckIns } from '@encore/shared/tickets/check-in.schema';
import { formatTicketCode } from '@encore/shared/tickets/ticket-code';
import { addBestSeats, apiAs, pickEvent } from './support/box-office';
import { seriousViolations } from './support/axe';
import { openDoor } from './support/door';
import { signInWithTokens, useLanguage } from './support/session';

const texts = {
  en: {
    seats: /^Seats/,
    emailSent: 'Email kept in the outbox: no SMTP server is configured',
    kept: 'Kept (no SMTP)',
    show: 'Les Fourberies de Scapin',
    door: 'Door A',
    usedAt: /Let in at .+ \(Door A\) by /,
  },
  fr: {
    seats: /^Places/,
    emailSent: 'E-mail conservé dans la boîte d’envoi : aucun serveur SMTP n’est configuré',
    kept: 'Conservé (sans SMTP)',
    show: 'Symphonie du Nouveau Monde',
    door: 'Entrée A',
    usedAt: /Entré à .+ \(Entrée A\), contrôlé par /,
  },
} as const;

/** Types a code into the code box, then Enter; the answer shows over the whole screen. */
async function scan(page: Page, code: string, expected: string) {
  await page.getByTestId('door-code').fill(code);
  await page.getByTestId('door-code').press('Enter');
  await expect(page.getByTestId('door-answer')).toHaveAttribute('data-result', expected, { timeout: 10_000 });
}

for (const lang of ['en', 'fr'] as const) {
  const t = texts[lang];
  test(`tickets from the sale to the door, online then offline (${lang})`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext();
    const page = await context.newPage();
    await useLanguage(page, lang);
    const { token } = await signInWithTokens(page, request, 'BOX_OFFICE');
    const api = await apiAs(request, token);

    // Two seats sold at the counter; the tickets are at hand before the next sale.
    await page.goto('/box-office');
    await pickEvent(page, t.show);
    await addBestSeats(page, 2, t.seats);
    await page.getByTestId('validate-button').click();
    await page.getByRole('dialog').getByRole('textbox').first().fill('Inès Moreau');
    await page.getByRole('dialog').getByRole('textbox').nth(1).fill('ines.moreau@example.com');
    await page.getByTestId('confirm-validate').click();
    const last = page.getByTestId('last-order');
    await expect(last.getByTestId('tickets-download')).toBeVisible({ timeout: 15_000 });
    const orderId = (await last.getByRole('link').getAttribute('href'))!.split('/').pop()!;
    const download = page.waitForEvent('download');
    await last.getByTestId('tickets-download').click();
    expect((await download).suggestedFilename()).toMatch(/^tickets-\w+\.pdf$/);
    await expect(last.getByTestId('tickets-print')).toBeVisible();

    // E-mailed from the order's page, which lists the e-mail and its state.
    await page.goto(`/order/${orderId}`);
    await page.getByTestId('tickets-email').click();
    await expect(page.getByText(t.emailSent)).toBeVisible();
    await expect(page.getByTestId('order-email')).toHaveCount(1);
    await expect(page.getByTestId('order-email')).toContainText(t.kept);

    const tickets = await api.get<Ticket[]>(`/orders/${orderId}/tickets`);
    expect(tickets.map((x) => x.status)).toEqual(['valid', 'valid']);
    const [first, second] = tickets as [Ticket, Ticket];

    // The door: the first ticket's QR code lets in once; then a hand scanner types it again (fast keys
    // and Enter, outside any field): already used.
    await openDoor(page, t.show);
    // The door names itself: the name is kept on the device and said where a ticket was let in.
    await page.getByTestId('door-name').fill(t.door);
    await scan(page, first.qr!, 'valid');
    await expect(page.getByTestId('door-answer-seat')).toContainText(first.seatLabel!);
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.type(first.qr!, { delay: 2 });
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('door-answer')).toHaveAttribute('data-result', 'already_used');
    await expect(page.getByTestId('door-answer')).toContainText(t.usedAt);
    // The demo season may have sold other tickets of this event: the door counts every valid one.
    const atDoor = await api.get<EventCheckIns>(`/events/${first.eventId}/check-ins`);
    expect(atDoor.checkedIn).toBe(1);
    await expect(page.getByTestId('door-count')).toContainText(`1 / ${atDoor.sold}`);
    // Noise is refused at once and the door goes on.
    await scan(page, 'not-a-ticket', 'unknown');

    // Its item cancelled: the ticket is void at the door.
    await api.post(`/orders/${orderId}/items/${first.itemId}/cancel`, {});
    await scan(page, formatTicketCode(first.code).toLowerCase(), 'void');

    // The network gone: the other ticket is checked on the device and queued...
    await context.setOffline(true);
    await expect(page.getByTestId('door-offline')).toBeVisible();
    await scan(page, second.qr!, 'valid');
    await expect(page.getByTestId('door-offline')).toContainText('1');
    await scan(page, second.qr!, 'already_used');
    // ...then sent when it returns: the server has the scan, made offline.
    await context.setOffline(false);
    await expect(page.getByTestId('door-offline')).toHaveCount(0);
    await expect
      .poll(async () => (await api.get<EventCheckIns>(`/events/${second.eventId}/check-ins`)).checkedIn, {
        timeout: 20_000,
      })
      .toBe(1);
    const counts = await api.get<EventCheckIns>(`/events/${second.eventId}/check-ins`);
    expect(counts.latest.find((s) => s.seatLabel === second.seatLabel && s.result === 'valid')?.offline).toBe(
      true,
    );
    await scan(page, second.code, 'already_used');
    await context.close();
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds no serious violation on the door screen (${scheme})`, async ({ browser, request }) => {
    const context = await browser.newContext({ colorScheme: scheme });
    const page = await context.newPage();
    await useLanguage(page, 'en');
    await signInWithTokens(page, request, 'BOX_OFFICE');
    await openDoor(page, 'Jazz au Parterre');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
}
