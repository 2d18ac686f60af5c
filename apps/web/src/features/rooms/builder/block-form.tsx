import { Alert, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { addBlock, nextRowNumber } from '@encore/shared/rooms/seat-map-edit';
import { seatMapLimits } from '@encore/shared/rooms/seat-map.schema';
import { BlockFormFields } from './block-form-fields';
import type { BlockFormValues } from './block-form-values';
import type { BuilderState } from './use-builder-state';

const num = (v: number | string) => (typeof v === 'number' ? v : Number.NaN);

/** "Add a block of seats": rows x seats, spacing, curve, labels and numbering; placed in free space. */
export function BlockForm({ state }: { state: BuilderState }) {
  const { t } = useTranslation('rooms');
  const { map } = state;
  const between = (min: number, max: number) => (v: number | string) =>
    Number.isFinite(num(v)) && num(v) >= min && num(v) <= max
      ? null
      : t('builder.block.between', { min, max });
  const optional = (min: number, max: number) => (v: number | string) =>
    v === '' ? null : between(min, max)(v);
  const form = useForm<BlockFormValues>({
    initialValues: {
      areaId: map.areas.at(-1)?.id ?? null,
      rows: 5,
      seatsPerRow: 10,
      seatSpacing: map.seatRadius * 2.5,
      rowSpacing: map.seatRadius * 3,
      arcRadius: '',
      rotation: '',
      rowLabels: 'letters',
      firstRow: '',
      numbering: 'ltr',
      autoPlace: true,
      x: '',
      y: '',
    },
    validate: {
      areaId: (v) => (v && map.areas.some((a) => a.id === v) ? null : t('builder.block.areaRequired')),
      rows: between(1, 500),
      seatsPerRow: between(1, 500),
      seatSpacing: between(1, 1000),
      rowSpacing: between(1, 1000),
      arcRadius: optional(0, 100_000),
      rotation: optional(-360, 360),
      firstRow: optional(1, 10_000),
      x: (v, values) =>
        values.autoPlace ? null : between(-seatMapLimits.maxCoordinate, seatMapLimits.maxCoordinate)(v),
      y: (v, values) =>
        values.autoPlace ? null : between(-seatMapLimits.maxCoordinate, seatMapLimits.maxCoordinate)(v),
    },
  });
  // A newly created area is where the next block most likely goes.
  const areaCount = useRef(map.areas.length);
  const lastArea = map.areas.at(-1)?.id ?? null;
  useEffect(() => {
    const grew = map.areas.length > areaCount.current;
    areaCount.current = map.areas.length;
    const current = form.getValues().areaId;
    if (grew || !map.areas.some((a) => a.id === current)) form.setFieldValue('areaId', lastArea);
  }, [map.areas, lastArea]); // eslint-disable-line react-hooks/exhaustive-deps -- form is stable
  const values = form.getValues();
  const areaId = values.areaId && map.areas.some((a) => a.id === values.areaId) ? values.areaId : null;
  const autoFirst = areaId ? nextRowNumber(map, areaId, values.rowLabels) : 1;

  const submit = form.onSubmit((v) => {
    const rows = num(v.rows);
    const seatsPerRow = num(v.seatsPerRow);
    if (map.seats.length + rows * seatsPerRow > seatMapLimits.maxSeats) {
      form.setFieldError(
        'rows',
        t('builder.block.tooMany', { max: seatMapLimits.maxSeats.toLocaleString() }),
      );
      return;
    }
    let added: string[] = [];
    const ok = state.edit((m) => {
      const result = addBlock(m, {
        areaId: v.areaId!,
        rows,
        seatsPerRow,
        seatSpacing: num(v.seatSpacing),
        rowSpacing: num(v.rowSpacing),
        arcRadius: v.arcRadius === '' ? undefined : num(v.arcRadius),
        rotation: v.rotation === '' ? undefined : num(v.rotation),
        rowLabels: v.rowLabels,
        firstRow: v.firstRow === '' ? autoFirst : num(v.firstRow),
        numbering: v.numbering,
        ...(v.autoPlace ? {} : { x: num(v.x), y: num(v.y) }),
      });
      added = result.seatIds;
      return result.map;
    });
    // The new block comes selected, ready to be moved or turned into place.
    if (ok) state.select(added);
  });

  if (!map.areas.length) return <Alert color="blue">{t('builder.block.noArea')}</Alert>;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <BlockFormFields form={form} areas={map.areas} autoFirst={autoFirst} />
        <Button type="submit" leftSection={<IconPlus size={16} aria-hidden />}>
          {t('builder.block.add')}
        </Button>
      </Stack>
    </form>
  );
}
