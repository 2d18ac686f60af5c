import type { CustomerLanguage } from '@encore/shared/orders/order.schema';
import { showTimeZone } from '@encore/shared/shows/show-time';
import { currency } from '@encore/shared/money';

/** The words printed on a ticket and its e-mail, in the order's language. */
export const ticketTexts = {
  fr: {
    colon: ' : ',
    area: 'Zone',
    row: 'Rang',
    seat: 'Place',
    admission: 'Entrée',
    of: 'sur',
    priceLevel: 'Tarif',
    price: 'Prix TTC',
    order: 'Commande',
    customer: 'Client',
    code: 'Code du billet',
    doorNote:
      'Présentez ce billet à l’entrée, imprimé ou sur votre téléphone. Chaque code ne fait entrer qu’une fois.',
    emailSubject: (show: string) => `Vos billets – ${show}`,
    emailBody: (name: string, show: string, when: string, count: number) =>
      `Bonjour ${name},\n\nVoici vos billets pour « ${show} », le ${when}.\n` +
      `${count} billet${count > 1 ? 's' : ''} en pièce jointe (PDF), à présenter à l’entrée, imprimé${count > 1 ? 's' : ''} ou sur votre téléphone.\n\nÀ bientôt !`,
    fileName: 'billets',
  },
  en: {
    colon: ': ',
    area: 'Area',
    row: 'Row',
    seat: 'Seat',
    admission: 'Admission',
    of: 'of',
    priceLevel: 'Price level',
    price: 'Price incl. VAT',
    order: 'Order',
    customer: 'Customer',
    code: 'Ticket code',
    doorNote: 'Show this ticket at the door, printed or on your phone. Each code admits once.',
    emailSubject: (show: string) => `Your tickets – ${show}`,
    emailBody: (name: string, show: string, when: string, count: number) =>
      `Hello ${name},\n\nHere are your tickets for "${show}" on ${when}.\n` +
      `${count} ticket${count > 1 ? 's' : ''} attached (PDF), to show at the door, printed or on your phone.\n\nSee you soon!`,
    fileName: 'tickets',
  },
} as const satisfies Record<CustomerLanguage, unknown>;

export const localeOf = (language: CustomerLanguage) => (language === 'fr' ? 'fr-FR' : 'en-GB');

/** "samedi 14 mars 2026 à 20:30" / "Saturday 14 March 2026 at 20:30", in the show's time zone. */
export function showWhen(startsAt: Date, language: CustomerLanguage): string {
  return formatters[language].when.format(startsAt);
}

/** "45,00 €" / "€45.00". */
export const priceText = (cents: number, language: CustomerLanguage) =>
  formatters[language].price.format(cents / 100);

// Built once: an Intl formatter costs more to make than a thousand pages take to format with it.
const formatterOf = (language: CustomerLanguage) => ({
  when: new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: showTimeZone,
  }),
  price: new Intl.NumberFormat(localeOf(language), { style: 'currency', currency }),
});
const formatters = { fr: formatterOf('fr'), en: formatterOf('en') };
