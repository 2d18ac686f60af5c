import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@encore/shared/analytics/dashboard.schema';
import { integer, money } from '../lib/figure-format';
import { FigureCard } from './figure-card';

/** A seller's own day: its sales, its open carts, its orders waiting for approval. */
export function MySalesSection({
  mySales,
  today,
}: {
  mySales: NonNullable<Dashboard['mySales']>;
  today: string;
}) {
  const { t, i18n } = useTranslation('analytics');
  const lang = i18n.language;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <FigureCard
        label={t('dashboard.mySalesToday')}
        value={money(mySales.today.revenueCents, lang)}
        detail={t('figures.ticketCount', {
          count: mySales.today.tickets,
          formatted: integer(mySales.today.tickets, lang),
        })}
        to={`/order/all?mine=true&status=confirmed&from=${today}&to=${today}`}
      />
      <FigureCard
        label={t('dashboard.myOpenCarts')}
        value={integer(mySales.openCarts, lang)}
        to="/order/all?mine=true&status=cart"
      />
      <FigureCard
        label={t('dashboard.myPending')}
        value={integer(mySales.pendingOrders, lang)}
        to="/order/all?mine=true&status=pending_approval"
      />
    </SimpleGrid>
  );
}
