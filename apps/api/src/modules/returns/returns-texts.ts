/** The words of receipts, box-office statements and the SIBIL file (the web app has its own locales). */
export const returnsTexts = {
  fr: {
    locale: 'fr-FR',
    receipt: 'Ticket de caisse',
    duplicate: 'DUPLICATA',
    printNumber: (n: number) => `Impression n° ${n}`,
    original: 'Original',
    order: 'Commande',
    date: 'Date',
    channel: 'Canal',
    customer: 'Client',
    seat: (area: string | null, row: string | null, seat: string | null) =>
      [area, row && `rang ${row}`, seat && `place ${seat}`].filter(Boolean).join(' · '),
    places: (n: number) => `${n} place${n > 1 ? 's' : ''}`,
    cancelled: 'annulé',
    fees: 'Frais de location',
    invitation: 'INVITATION',
    reasons: {
      press: 'presse',
      artist: 'artiste',
      partner: 'partenaire',
      staff: 'personnel',
      other: 'autre',
    },
    vat: 'TVA',
    rate: 'Taux',
    base: 'HT',
    tax: 'TVA',
    total: 'TTC',
    totals: 'Total',
    payments: 'Paiements',
    tendered: 'Reçu',
    change: 'Rendu',
    refunds: 'Remboursements',
    methods: { cash: 'Espèces', card: 'Carte', cheque: 'Chèque', transfer: 'Virement', voucher: 'Avoir' },
    software: (version: string) => `Encore ${version}`,
    thanks: 'Merci de votre visite',
    statement: 'Bordereau de recettes',
    show: 'Spectacle',
    event: 'Représentation',
    venue: 'Lieu',
    licence: 'Licence',
    priceLevel: 'Tarif',
    unitPrice: 'Prix TTC',
    tickets: 'Billets',
    amount: 'Montant TTC',
    paidTickets: 'Billets payants',
    cancelledTickets: 'Billets annulés',
    invitations: 'Invitations',
    reason: 'Motif',
    paid: 'Encaissé',
    refunded: 'Remboursé',
    net: 'Recette nette TTC',
    printed: 'Édité le',
    sibil: {
      show: 'Spectacle',
      venue: 'Lieu',
      postalCode: 'Code postal',
      city: 'Ville',
      date: 'Date',
      time: 'Heure',
      paid: 'Billets payants',
      free: 'Billets gratuits',
      revenue: 'Recette TTC (EUR)',
    },
  },
  en: {
    locale: 'en-GB',
    receipt: 'Receipt',
    duplicate: 'DUPLICATA',
    printNumber: (n: number) => `Print no. ${n}`,
    original: 'Original',
    order: 'Order',
    date: 'Date',
    channel: 'Channel',
    customer: 'Customer',
    seat: (area: string | null, row: string | null, seat: string | null) =>
      [area, row && `row ${row}`, seat && `seat ${seat}`].filter(Boolean).join(' · '),
    places: (n: number) => `${n} place${n > 1 ? 's' : ''}`,
    cancelled: 'cancelled',
    fees: 'Booking fees',
    invitation: 'INVITATION',
    reasons: { press: 'press', artist: 'artist', partner: 'partner', staff: 'staff', other: 'other' },
    vat: 'VAT',
    rate: 'Rate',
    base: 'Excl. VAT',
    tax: 'VAT',
    total: 'Incl. VAT',
    totals: 'Total',
    payments: 'Payments',
    tendered: 'Tendered',
    change: 'Change',
    refunds: 'Refunds',
    methods: { cash: 'Cash', card: 'Card', cheque: 'Cheque', transfer: 'Transfer', voucher: 'Voucher' },
    software: (version: string) => `Encore ${version}`,
    thanks: 'Thank you for your visit',
    statement: 'Box-office statement',
    show: 'Show',
    event: 'Performance',
    venue: 'Venue',
    licence: 'Licence',
    priceLevel: 'Price level',
    unitPrice: 'Price incl. VAT',
    tickets: 'Tickets',
    amount: 'Amount incl. VAT',
    paidTickets: 'Paid tickets',
    cancelledTickets: 'Cancelled tickets',
    invitations: 'Invitations',
    reason: 'Reason',
    paid: 'Taken',
    refunded: 'Refunded',
    net: 'Net revenue incl. VAT',
    printed: 'Printed',
    sibil: {
      show: 'Show',
      venue: 'Venue',
      postalCode: 'Postal code',
      city: 'City',
      date: 'Date',
      time: 'Time',
      paid: 'Paid tickets',
      free: 'Free tickets',
      revenue: 'Revenue incl. VAT (EUR)',
    },
  },
} as const;
export type ReturnsTexts = (typeof returnsTexts)['fr' | 'en'];

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
function offsetAt(ms: number): number {
  const p = Object.fromEntries(parts.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  const local = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
  return local - Math.floor(ms / 1000) * 1000;
}
/** Midnight of a day in Europe/Paris (month 1-12, overflow rolls over): a quarter's bounds are French. */
export function parisMidnight(year: number, month: number): Date {
  const guess = Date.UTC(year, month - 1, 1);
  return new Date(guess - offsetAt(guess - offsetAt(guess)));
}

/** A date and a time in Paris: `27/11/2026` and `20:30`. */
export function parisDateTime(date: Date, locale: string) {
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'Europe/Paris' }).format(date);
  const time = new Intl.DateTimeFormat('fr-FR', { timeStyle: 'short', timeZone: 'Europe/Paris' }).format(
    date,
  );
  return { day, time };
}
