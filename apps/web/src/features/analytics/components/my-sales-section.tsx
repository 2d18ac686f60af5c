import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@encore/shared/analytics/dashboard.schema';
import { integer, money } from '../lib/figure-format';
import { moneyLines } from '../lib/money-lines';
import { FigureCard } from './figure-card';

/**
 * A seller's own day: what it took minus what it paid back today (paid, refunded, tickets sold, invitations
 * and tickets cancelled apart), its open carts, its orders waiting for approval.
 */
export function MySalesSection({
  mySales,
  today,
}: {
  mySales: NonNullable<Dashboard['mySales']>;
  today: string;
}) {
  const { t, i18n } = useTranslation('analytics');
  const lang = i18n.language;
  const [today0, ...rest] = moneyLines(t, lang, mySales.today);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <FigureCard
        label={t('dashboard.mySalesToday')}
        value={money(mySales.today.revenueCents, lang)}
        detail={today0}
        more={rest}
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
