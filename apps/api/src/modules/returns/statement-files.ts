import type { Business } from '@encore/shared/business/business.schema';
import { businessMentions } from '@encore/shared/business/business-mentions';
import { formatEuros } from '@encore/shared/money';
import { tenderMethods } from '@encore/shared/money/money-facts';
import { byteOrderMark, csvWriter, type CsvCell } from '../analytics';
import type { Row } from './pdf-rows';
import type { Statement } from './statement';
import { parisDateTime, returnsTexts } from './returns-texts';
import { vatRows } from './vat-rows';

interface StatementInput {
  statement: Statement;
  business: Business;
  printedAt: Date;
  version: string;
  lang: 'fr' | 'en';
}

const venueOf = (e: Statement['event']) =>
  [e.roomName, [e.street, [e.postalCode, e.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')]
    .filter(Boolean)
    .join(' – ');

/** The statement on A4: the business (and its show licence), the performance, then its figures. */
export function statementRows({ statement: s, business, printedAt, version, lang }: StatementInput): Row[] {
  const t = returnsTexts[lang];
  const euros = (cents: number) => formatEuros(cents, t.locale);
  const { day, time } = parisDateTime(s.event.startsAt, t.locale);
  const printed = parisDateTime(printedAt, t.locale);
  const rows: Row[] = [{ kind: 'title', text: t.statement }];
  const [name, ...mentions] = businessMentions(business, lang);
  if (name) rows.push({ kind: 'text', text: name, bold: true });
  for (const line of mentions) rows.push({ kind: 'text', text: line, small: true });
  rows.push({ kind: 'space' });
  rows.push({ kind: 'cells', cells: [t.show, s.event.showName], bold: true });
  rows.push({ kind: 'cells', cells: [t.event, `${day} ${time}`] });
  rows.push({ kind: 'cells', cells: [t.venue, venueOf(s.event)] });

  rows.push({ kind: 'heading', text: t.paidTickets });
  rows.push({
    kind: 'cells',
    cells: [`${t.channel} / ${t.priceLevel}`, t.unitPrice, t.tickets, t.amount],
    bold: true,
  });
  for (const l of s.lines)
    rows.push({
      kind: 'cells',
      cells: [
        `${l.channelName} / ${l.priceLevelName}`,
        euros(l.unitPriceCents),
        String(l.tickets),
        euros(l.amountCents),
      ],
    });
  if (s.feesCents) rows.push({ kind: 'cells', cells: [t.fees, '', '', euros(s.feesCents)] });
  rows.push({
    kind: 'cells',
    cells: [t.totals, '', String(s.paidTickets), euros(s.ticketsCents + s.feesCents)],
    bold: true,
  });
  rows.push({
    kind: 'cells',
    cells: [t.cancelledTickets, '', String(s.cancelledTickets), euros(s.cancelledCents)],
  });

  rows.push({ kind: 'heading', text: t.invitations });
  rows.push({ kind: 'cells', cells: [t.reason, t.tickets], bold: true });
  for (const i of s.invitations)
    rows.push({ kind: 'cells', cells: [t.reasons[i.reason], String(i.tickets)] });
  rows.push({ kind: 'cells', cells: [t.totals, String(s.invitationTickets)], bold: true });

  rows.push(...vatRows(s.vat, lang));

  rows.push({ kind: 'heading', text: t.net });
  rows.push({ kind: 'cells', cells: [t.paid, euros(s.paidCents)] });
  for (const m of tenderMethods)
    if (s.refundsByMethod[m])
      rows.push({
        kind: 'cells',
        cells: [`${t.refunded} (${t.methods[m]})`, `-${euros(s.refundsByMethod[m])}`],
      });
  rows.push({ kind: 'cells', cells: [t.refunded, `-${euros(s.refundedCents)}`] });
  rows.push({ kind: 'cells', cells: [t.net, euros(s.netCents)], bold: true });
  rows.push({ kind: 'space' });
  rows.push({
    kind: 'text',
    text: `${t.software(version)} · ${t.printed} ${printed.day} ${printed.time}`,
    small: true,
  });
  return rows;
}

/**
 * The same statement as CSV, in sections a spreadsheet reads (the analytics files' notation): a `section`
 * column first, then label columns and figures.
 */
export function statementCsv({
  statement: s,
  business,
  lang,
}: Omit<StatementInput, 'printedAt' | 'version'>): string {
  const t = returnsTexts[lang];
  const w = csvWriter(lang);
  const out: string[] = [byteOrderMark];
  const line = (cells: CsvCell[]) => out.push(w.line(cells));
  const { day, time } = parisDateTime(s.event.startsAt, t.locale);
  line(['section', 'label', 'detail', t.unitPrice, t.tickets, t.amount]);
  line(['business', business.legalName ?? '', business.siret ?? '', null, null, null]);
  line(['business', t.vat, business.vatNumber ?? '', null, null, null]);
  line(['business', t.licence, business.licenceNumber ?? '', null, null, null]);
  line(['event', t.show, s.event.showName, null, null, null]);
  line(['event', t.event, `${day} ${time}`, null, null, null]);
  line(['event', t.venue, venueOf(s.event), null, null, null]);
  for (const l of s.lines)
    line([
      'tickets',
      l.channelName,
      l.priceLevelName,
      w.euros(l.unitPriceCents),
      l.tickets,
      w.euros(l.amountCents),
    ]);
  line(['fees', t.fees, '', null, null, w.euros(s.feesCents)]);
  line(['tickets_total', t.paidTickets, '', null, s.paidTickets, w.euros(s.ticketsCents + s.feesCents)]);
  line(['cancelled', t.cancelledTickets, '', null, s.cancelledTickets, w.euros(s.cancelledCents)]);
  for (const i of s.invitations) line(['invitations', t.invitations, i.reason, null, i.tickets, w.euros(0)]);
  line(['invitations_total', t.invitations, '', null, s.invitationTickets, w.euros(0)]);
  for (const v of s.vat) {
    line(['vat', t.base, w.rate(v.rateBasisPoints), null, null, w.euros(v.baseCents)]);
    line(['vat', t.tax, w.rate(v.rateBasisPoints), null, null, w.euros(v.vatCents)]);
    line(['vat', t.total, w.rate(v.rateBasisPoints), null, null, w.euros(v.totalCents)]);
  }
  line(['money', t.paid, '', null, null, w.euros(s.paidCents)]);
  for (const m of tenderMethods)
    if (s.refundsByMethod[m]) line(['refunds', t.refunded, m, null, null, w.euros(s.refundsByMethod[m])]);
  line(['money', t.refunded, '', null, null, w.euros(s.refundedCents)]);
  line(['money', t.net, '', null, null, w.euros(s.netCents)]);
  return out.join('');
}
