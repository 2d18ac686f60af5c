import type { Executor } from '../../db/client';
import type { OrderRow } from './order-rows';
import { saleContext, type SaleCatalogue, type SaleContext } from './sql/sale-context';

/** How many carts and (event, level, channel) facts one process keeps: the oldest used go first. */
const limits = { carts: 4096, catalogues: 256 };

/**
 * What this process last saw of carts and of the catalogue, kept between requests so that a seller's add
 * to the cart this process just opened sends one statement instead of a read, then the statement
 * (bench/box-office.mjs: a fifth of a sale's round trips). Kept facts are never trusted: the hold's
 * statement runs only while the cart's row version (its xmin) and the catalogue's version
 * (schema/catalogue-version.ts, moved at the commit of any catalogue write) are the ones they were read
 * at, and refuses otherwise; the caller then reads them again (cart-items.service.ts). One per sales
 * module, so apps on other databases in one process never share one.
 */
export function createSaleContexts() {
  const carts = new Map<string, { row: OrderRow; version: string }>();
  const catalogues = new Map<string, { sale: SaleCatalogue; version: number }>();
  const keyOf = (eventId: string, priceLevelId: string, channelId: string) =>
    `${eventId} ${priceLevelId} ${channelId}`;

  function keep<V>(map: Map<string, V>, key: string, value: V, size: number) {
    map.delete(key);
    map.set(key, value);
    if (map.size > size) map.delete(map.keys().next().value!);
  }
  const cartSeen = (row: OrderRow, version: string) => keep(carts, row.id, { row, version }, limits.carts);

  return {
    /** The cart and the sale's facts as this process last saw them, with their versions; none if unseen. */
    seen(cartId: string, eventId: string, priceLevelId: string): SaleContext | undefined {
      const cart = carts.get(cartId);
      const catalogue = cart && catalogues.get(keyOf(eventId, priceLevelId, cart.row.salesChannelId));
      if (!cart || !catalogue) return undefined;
      return {
        cart: cart.row,
        sale: catalogue.sale,
        versions: { cart: cart.version, catalogue: catalogue.version },
      };
    },

    /** Reads the context (sql/sale-context.ts) and keeps what it found. */
    async read(db: Executor, cartId: string, eventId: string, priceLevelId: string): Promise<SaleContext> {
      const context = await saleContext(db, cartId, eventId, priceLevelId);
      const { cart, sale, versions } = context;
      if (cart && versions.cart) cartSeen(cart, versions.cart);
      if (cart && sale && versions.catalogue !== null)
        keep(
          catalogues,
          keyOf(eventId, priceLevelId, cart.salesChannelId),
          { sale, version: versions.catalogue },
          limits.catalogues,
        );
      return context;
    },

    /** The cart as a statement of this process wrote it (its new row version). */
    cartSeen,

    /** A cart this process validated or abandoned: no add will use it again. */
    forget(cartId: string) {
      carts.delete(cartId);
    },
  };
}

export type SaleContexts = ReturnType<typeof createSaleContexts>;
