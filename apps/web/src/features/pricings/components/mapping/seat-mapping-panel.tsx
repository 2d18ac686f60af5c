import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pricing } from '@encore/shared/pricings/pricing.schema';
import { SeatMapIndex } from '@encore/shared/rooms/seat-map-index';
import { notify } from '@/lib/notify';
import { useQuery } from '@tanstack/react-query';
import { seatMapQueryOptions, useBackgroundUrl } from '@/components/seat-map/room-plan-queries';
import { pricingRooms } from '../../api/pricing-queries';
import { useSeatCategories } from '../../api/get-seat-categories';
import { useSaveSeatCategories } from '../../api/save-seat-categories';
import { reportPricingError } from '../../lib/pricing-errors';
import { withPart } from '../../lib/mapping-parts';
import { GaAreaMapping } from './ga-area-mapping';
import { StandingAreasSection } from './standing-areas-section';
import { SeatMappingEditor } from './seat-mapping-editor';
import { UnsavedChangesGuard } from '@/components/form/unsaved-changes-guard';

/** Loads the room, its plan and the saved mapping, then edits seats (placed) or areas (unplaced). */
export function SeatMappingPanel({ pricing, readOnly }: { pricing: Pricing; readOnly: boolean }) {
  const { t } = useTranslation('pricings');
  const placed = pricing.roomKind === 'placed';
  const room = pricingRooms.useOne(pricing.roomId);
  const revision = room.data?.seatMapRevision ?? 0;
  const plan = useQuery({
    ...seatMapQueryOptions(pricing.roomId, revision),
    enabled: placed && !!room.data,
  });
  const mapping = useSeatCategories(pricing.id);
  const save = useSaveSeatCategories(pricing.id);
  const [dirty, setDirty] = useState(false);
  const [areasDirty, setAreasDirty] = useState(false);
  const version = room.data?.updatedAt ?? '';
  const backgroundUrl = useBackgroundUrl(pricing.roomId, !!room.data?.hasBackground, version);
  const index = useMemo(() => (plan.data ? new SeatMapIndex(plan.data.map) : null), [plan.data]);
  const onSave = useCallback(
    async (seats: Record<string, string>) => {
      try {
        await save.mutateAsync(seats);
        notify('success', t('toasts.saved'));
        return true;
      } catch (error) {
        reportPricingError(error, t, 'savePricing');
        return false;
      }
    },
    [save, t],
  );
  // A placed room may also have standing areas (the arena's pit): seats and areas save their own part.
  const areaIds = useMemo(() => new Set(room.data?.gaAreas.map((a) => a.id)), [room.data]);
  const saved = mapping.data?.seats;
  const onSaveSeats = useCallback(
    (seats: Record<string, string>) => onSave(withPart(saved ?? {}, seats, (id) => !areaIds.has(id))),
    [onSave, saved, areaIds],
  );
  const onSaveAreas = useCallback(
    (areas: Record<string, string>) => onSave(withPart(saved ?? {}, areas, (id) => areaIds.has(id))),
    [onSave, saved, areaIds],
  );

  let body: React.ReactNode;
  if (mapping.isError)
    body = (
      <Alert color="red" role="alert">
        {t('failures.loadCategories')}
      </Alert>
    );
  else if (room.isError || plan.isError)
    body = (
      <Alert color="red" role="alert">
        {t('failures.loadPricing')}
      </Alert>
    );
  else if (!mapping.data || !room.data || (placed && !index))
    body = (
      <Center py="xl">
        <Loader role="status" aria-label={t('loading')} />
      </Center>
    );
  else if (!placed)
    body = (
      <GaAreaMapping
        areas={room.data.gaAreas}
        categories={pricing.categories}
        initialSeats={mapping.data.seats}
        readOnly={readOnly}
        onSave={onSave}
        onDirtyChange={setDirty}
      />
    );
  else if (!index!.count) body = <Text c="dimmed">{t('mapping.noSeats')}</Text>;
  else
    body = (
      <SeatMappingEditor
        key={`${pricing.id}-${revision}`}
        index={index!}
        categories={pricing.categories}
        initialSeats={mapping.data.seats}
        readOnly={readOnly}
        backgroundUrl={backgroundUrl}
        onSave={onSaveSeats}
        onDirtyChange={setDirty}
      />
    );

  return (
    <Stack gap="sm" component="section" aria-labelledby="seat-mapping-title">
      <Title order={2} size="h3" id="seat-mapping-title">
        {t(placed ? 'mapping.title' : 'mapping.gaTitle')}
      </Title>
      {!readOnly && (
        <Text size="sm" c="dimmed">
          {t(placed ? 'mapping.help' : 'mapping.gaHelp')}
        </Text>
      )}
      {!readOnly && !pricing.categories.length && <Alert color="blue">{t('mapping.needCategory')}</Alert>}
      {body}
      {placed && room.data?.gaAreas.length && mapping.data ? (
        <StandingAreasSection
          areas={room.data.gaAreas}
          categories={pricing.categories}
          initialSeats={mapping.data.seats}
          readOnly={readOnly}
          onSave={onSaveAreas}
          onDirtyChange={setAreasDirty}
        />
      ) : null}
      <UnsavedChangesGuard dirty={dirty || areasDirty} body={t('mapping.leaveBody')} />
    </Stack>
  );
}
