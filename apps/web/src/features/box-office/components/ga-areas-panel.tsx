import { Divider, Paper, Stack, Title } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { Availability } from '@encore/shared/orders/availability.schema';
import type { PriceLevel } from '@encore/shared/pricings/pricing.schema';
import type { GaArea } from '@encore/shared/rooms/room.schema';
import { levelsOf } from '../lib/seat-requests';
import { GaAreaRow } from './ga-area-row';

interface GaAreasPanelProps {
  areas: GaArea[];
  /** `{ areaId: categoryId }` from the pricing. */
  categoryOfArea: Record<string, string>;
  priceLevels: PriceLevel[];
  availability: Availability | undefined;
  busy: boolean;
  onAdd: (gaAreaId: string, priceLevelId: string, quantity: number) => Promise<boolean>;
}

/** General admission sold by quantity: every area of an unplaced room, or the standing areas of a placed one. */
export function GaAreasPanel({
  areas,
  categoryOfArea,
  priceLevels,
  availability,
  busy,
  onAdd,
}: GaAreasPanelProps) {
  const { t } = useTranslation('boxOffice');
  const remaining = new Map(availability?.gaAreas.map((a) => [a.id, a.remaining]));
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="ga-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="ga-title">
          {t('ga.title')}
        </Title>
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {areas.map((area, k) => (
            <Fragment key={area.id}>
              {k > 0 && <Divider component="li" aria-hidden />}
              <GaAreaRow
                name={area.name}
                capacity={area.capacity}
                remaining={remaining.get(area.id) ?? null}
                levels={levelsOf(priceLevels, categoryOfArea[area.id] ?? '')}
                busy={busy}
                onAdd={(levelId, quantity) => onAdd(area.id, levelId, quantity)}
              />
            </Fragment>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
