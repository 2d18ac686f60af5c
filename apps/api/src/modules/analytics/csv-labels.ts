import type { CsvLanguage, SalesDimension } from '@encore/shared/analytics/analytics.schema';
import type { PaymentMethod } from '@encore/shared/orders/order.schema';

interface CsvLabels {
  dimension: Record<SalesDimension, string>;
  /** The second column of tables whose lines need it (an event's show, a price level's pricing). */
  detail: Partial<Record<SalesDimension, string>>;
  tickets: string;
  revenueInclVat: string;
  revenueExclVat: string;
  vat: string;
  vatAt: (rate: string) => string;
  fees: string;
  cancelledTickets: string;
  cancelledAmount: string;
  /** Issue 23: free tickets, and the money that moved (revenue: paid minus refunded). */
  invitations: string;
  paid: string;
  refunded: string;
  revenue: string;
  total: string;
  noSeller: string;
  payment: Record<PaymentMethod | '', string>;
  items: {
    day: string;
    movement: string;
    sale: string;
    cancellation: string;
    order: string;
    seat: string;
    unitPrice: string;
    vatRate: string;
    price: string;
  };
}

/** Column headers and values of the analytics CSV files, in the language the user asked for. */
export const csvLabels: Record<CsvLanguage, CsvLabels> = {
  fr: {
    dimension: {
      show: 'Spectacle',
      event: 'Représentation',
      channel: 'Canal de vente',
      day: 'Jour',
      priceLevel: 'Tarif',
      seller: 'Vendeur',
      paymentMethod: 'Moyen de paiement',
      vatRate: 'Taux de TVA (%)',
    },
    detail: { event: 'Spectacle', priceLevel: 'Grille tarifaire' },
    tickets: 'Billets',
    revenueInclVat: 'Recettes TTC (EUR)',
    revenueExclVat: 'Recettes HT (EUR)',
    vat: 'TVA (EUR)',
    vatAt: (rate) => `TVA ${rate} % (EUR)`,
    fees: 'Frais (EUR)',
    cancelledTickets: 'Billets annulés',
    cancelledAmount: 'Montant annulé (EUR)',
    invitations: 'Invitations',
    paid: 'Encaissé (EUR)',
    refunded: 'Remboursé (EUR)',
    revenue: 'Recette : encaissé - remboursé (EUR)',
    total: 'Total',
    noSeller: 'Sans vendeur',
    payment: {
      cash: 'Espèces',
      card: 'Carte',
      cheque: 'Chèque',
      transfer: 'Virement',
      voucher: 'Avoir',
      free: 'Gratuit',
      '': '',
    },
    items: {
      day: 'Jour',
      movement: 'Mouvement',
      sale: 'Vente',
      cancellation: 'Annulation',
      order: 'Commande',
      seat: 'Place',
      unitPrice: 'Prix unitaire TTC (EUR)',
      vatRate: 'Taux de TVA (%)',
      price: 'Billets TTC (EUR)',
    },
  },
  en: {
    dimension: {
      show: 'Show',
      event: 'Performance',
      channel: 'Sales channel',
      day: 'Day',
      priceLevel: 'Price level',
      seller: 'Seller',
      paymentMethod: 'Payment method',
      vatRate: 'VAT rate (%)',
    },
    detail: { event: 'Show', priceLevel: 'Pricing' },
    tickets: 'Tickets',
    revenueInclVat: 'Revenue incl. VAT (EUR)',
    revenueExclVat: 'Revenue excl. VAT (EUR)',
    vat: 'VAT (EUR)',
    vatAt: (rate) => `VAT ${rate}% (EUR)`,
    fees: 'Fees (EUR)',
    cancelledTickets: 'Cancelled tickets',
    cancelledAmount: 'Cancelled amount (EUR)',
    invitations: 'Invitations',
    paid: 'Paid (EUR)',
    refunded: 'Refunded (EUR)',
    revenue: 'Revenue: paid - refunded (EUR)',
    total: 'Total',
    noSeller: 'No seller',
    payment: {
      cash: 'Cash',
      card: 'Card',
      voucher: 'Voucher',
      cheque: 'Cheque',
      transfer: 'Bank transfer',
      free: 'Free',
      '': '',
    },
    items: {
      day: 'Day',
      movement: 'Movement',
      sale: 'Sale',
      cancellation: 'Cancellation',
      order: 'Order',
      seat: 'Seat',
      unitPrice: 'Unit price incl. VAT (EUR)',
      vatRate: 'VAT rate (%)',
      price: 'Tickets incl. VAT (EUR)',
    },
  },
};
