import type { CustomerLanguage } from '@encore/shared/orders/order.schema';

/** The HTML e-mail's words (the text part's are in ticket-pdf-texts.ts `emailBody`). */
const words = {
  fr: {
    hello: (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    intro: (show: string, when: string) => ['Voici vos billets pour ', show, `, le ${when}.`] as const,
    attached: (count: number) =>
      `${count} billet${count > 1 ? 's' : ''} en pièce jointe (PDF), à présenter à l’entrée, ` +
      `imprimé${count > 1 ? 's' : ''} ou sur votre téléphone. Chaque code ne fait entrer qu’une fois.`,
    bye: 'À bientôt !',
  },
  en: {
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    intro: (show: string, when: string) => ['Here are your tickets for ', show, ` on ${when}.`] as const,
    attached: (count: number) =>
      `${count} ticket${count > 1 ? 's' : ''} attached (PDF), to show at the door, printed or on your ` +
      'phone. Each code admits once.',
    bye: 'See you soon!',
  },
} as const satisfies Record<CustomerLanguage, unknown>;

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c]!);

/**
 * The tickets e-mail as HTML, beside its text part: the document names its language (screen readers read
 * French as French), the show is a heading, sentences are paragraphs, no layout tables or images, and
 * every value the customer or an admin typed is escaped.
 */
export function ticketEmailHtml(
  language: CustomerLanguage,
  subject: string,
  parts: { name: string; show: string; when: string; count: number },
): string {
  const w = words[language];
  const [before, show, after] = w.intro(parts.show, parts.when);
  return [
    '<!doctype html>',
    `<html lang="${language}" dir="ltr">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escape(subject)}</title></head>`,
    '<body style="font-family: sans-serif; font-size: 16px; line-height: 1.5; color: #1a1a1a">',
    '<main>',
    `<h1 style="font-size: 22px">${escape(parts.show)}</h1>`,
    `<p>${escape(w.hello(parts.name))}</p>`,
    `<p>${escape(before)}<strong>${escape(show)}</strong>${escape(after)}</p>`,
    `<p>${escape(w.attached(parts.count))}</p>`,
    `<p>${escape(w.bye)}</p>`,
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
}
