import type { OrderItem } from '@encore/shared/orders/order.schema';

const collator = new Intl.Collator('fr', { numeric: true });

/** Tickets as a seller reads them back to the customer: by event, area, row, then seat number (2 before 10). */
export function sortItems(items: OrderItem[]): OrderItem[] {
  return [...items].sort(
    (a, b) =>
      a.eventStartsAt.localeCompare(b.eventStartsAt) ||
      collator.compare(a.areaLabel ?? '', b.areaLabel ?? '') ||
      collator.compare(a.rowLabel ?? '', b.rowLabel ?? '') ||
      collator.compare(a.seatLabel ?? '', b.seatLabel ?? ''),
  );
}
