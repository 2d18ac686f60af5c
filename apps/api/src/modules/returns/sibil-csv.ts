import { byteOrderMark, csvWriter } from '../analytics';
import type { SibilFacts } from '../sales';
import { parisDateTime, returnsTexts } from './returns-texts';

/**
 * The quarter's SIBIL return (france.md): one line per performance, its show, venue (room) with postal
 * code and city, date and time (Paris), paid tickets, free tickets (invitations) and the revenue incl. VAT
 * (money taken minus money refunded), in the analytics files' notation.
 */
export function sibilCsv(rows: SibilFacts, lang: 'fr' | 'en'): string {
  const t = returnsTexts[lang];
  const s = t.sibil;
  const w = csvWriter(lang);
  const out = [
    byteOrderMark,
    w.line([s.show, s.venue, s.postalCode, s.city, s.date, s.time, s.paid, s.free, s.revenue]),
  ];
  for (const r of rows) {
    const iso = new Intl.DateTimeFormat('en-CA', { dateStyle: 'short', timeZone: 'Europe/Paris' }).format(
      r.startsAt,
    );
    const { time } = parisDateTime(r.startsAt, t.locale);
    out.push(
      w.line([
        r.showName,
        r.roomName,
        r.postalCode,
        r.city,
        iso,
        time,
        r.paidTickets,
        r.freeTickets,
        w.euros(r.revenueCents),
      ]),
    );
  }
  return out.join('');
}
