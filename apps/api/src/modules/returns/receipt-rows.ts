import type { Business } from '@encore/shared/business/business.schema';
import { businessMentions } from '@encore/shared/business/business-mentions';
import { formatEuros, formatRate } from '@encore/shared/money';
import type { ReceiptFacts } from '../sales';
import type { Row } from './pdf-rows';
import { parisDateTime, returnsTexts } from './returns-texts';
import { vatRows } from './vat-rows';

export interface ReceiptInput {
  facts: ReceiptFacts;
  business: Business;
  /** 1: the original; more: a DUPLICATA with this print number. */
  copy: number;
  printedAt: Date;
  version: string;
  lang: 'fr' | 'en';
}

/**
 * A receipt with France's mentions (france.md): the seller's name, address, SIRET and VAT number, date and
 * time of the sale, order number, lines with their VAT rate, totals per rate, payments and change,
 * invitations, refunds, the software's name and version; a reprint says DUPLICATA with its number.
 */
export function receiptRows({ facts, business, copy, printedAt, version, lang }: ReceiptInput): Row[] {
  const t = returnsTexts[lang];
  const euros = (cents: number) => formatEuros(cents, t.locale);
  const when = (date: Date) => {
    const { day, time } = parisDateTime(date, t.locale);
    return `${day} ${time}`;
  };
  const rows: Row[] = [];
  if (copy > 1)
    rows.push({ kind: 'banner', text: t.duplicate, sub: `${t.printNumber(copy)} · ${when(printedAt)}` });
  const [name, ...mentions] = businessMentions(business, lang);
  if (name) rows.push({ kind: 'text', text: name, bold: true, center: true });
  for (const line of mentions) rows.push({ kind: 'text', text: line, small: true, center: true });
  rows.push({ kind: 'title', text: t.receipt });
  rows.push({ kind: 'cells', cells: [t.order, facts.number], bold: true });
  rows.push({ kind: 'cells', cells: [t.date, when(facts.validatedAt ?? printedAt)] });
  rows.push({ kind: 'cells', cells: [t.channel, facts.salesChannelName] });
  if (copy === 1) rows.push({ kind: 'cells', cells: [t.original, t.printNumber(1)] });
  if (facts.invitationReason)
    rows.push({ kind: 'text', text: `${t.invitation} (${t.reasons[facts.invitationReason]})`, bold: true });

  rows.push({ kind: 'heading', text: facts.showName ?? '' });
  let lastEvent = '';
  for (const item of facts.items) {
    if (item.status === 'held' || item.status === 'released') continue;
    const event = `${when(item.eventStartsAt)} · ${item.roomName}`;
    if (event !== lastEvent) rows.push({ kind: 'text', text: event, small: true });
    lastEvent = event;
    const place = item.seatLabel
      ? t.seat(item.areaLabel, item.rowLabel, item.seatLabel)
      : `${item.areaLabel ?? ''} × ${item.quantity}`;
    const cancelled = item.status === 'cancelled' ? ` (${t.cancelled})` : '';
    rows.push({
      kind: 'cells',
      cells: [`${item.priceLevelName}${cancelled}`, euros(item.unitPriceCents * item.quantity)],
    });
    rows.push({
      kind: 'text',
      text: `${place} · ${t.vat} ${formatRate(item.vatRateBasisPoints, t.locale)}`,
      small: true,
    });
    if (item.unitFeeCents)
      rows.push({
        kind: 'cells',
        cells: [`${t.fees}${cancelled}`, euros(item.unitFeeCents * item.quantity)],
      });
  }

  rows.push(...vatRows(facts.vat, lang));

  if (facts.payments.length) {
    rows.push({ kind: 'heading', text: t.payments });
    for (const p of facts.payments) {
      rows.push({ kind: 'cells', cells: [t.methods[p.method], euros(p.amountCents)] });
      if (p.tenderedCents !== null) {
        rows.push({ kind: 'cells', cells: [`  ${t.tendered}`, euros(p.tenderedCents)] });
        rows.push({ kind: 'cells', cells: [`  ${t.change}`, euros(p.changeCents ?? 0)] });
      }
    }
  }
  if (facts.refunds.length) {
    rows.push({ kind: 'heading', text: t.refunds });
    for (const r of facts.refunds)
      rows.push({
        kind: 'cells',
        cells: [
          `${when(r.at)} ${t.methods[r.method]}${r.reason ? ` (${r.reason})` : ''}`,
          `-${euros(r.amountCents)}`,
        ],
      });
  }
  rows.push({ kind: 'space' });
  rows.push({ kind: 'text', text: t.thanks, center: true });
  rows.push({
    kind: 'text',
    text: `${t.software(version)} · ${t.printed} ${when(printedAt)}`,
    small: true,
    center: true,
  });
  return rows;
}
