import { Group, Stack, useComputedColorScheme, VisuallyHidden } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PricingCategory } from '@encore/shared/pricings/pricing.schema';
import type { SeatMapIndex } from '@encore/shared/rooms/seat-map-index';
import { emptySelection, selectedCount, type SelectionMode } from '@encore/shared/rooms/seat-selection';
import { SeatMapModeControl } from '@/components/seat-map/seat-map-mode-control';
import type { SeatMapRenderer } from '@/components/seat-map/seat-map-renderer';
import { SeatMapViewer } from '@/components/seat-map/seat-map-viewer';
import { localeOf } from '@/lib/i18n';
import { SeatAssignment, slotColours } from '../../lib/seat-assignment';
import { KeyboardSelection } from './keyboard-selection';
import { MappingToolbar } from './mapping-toolbar';
import { SaveMappingButton } from './save-mapping-button';
import { useMappingLegend } from './use-mapping-legend';

export interface SeatMappingEditorProps {
  index: SeatMapIndex;
  categories: PricingCategory[];
  /** `{ seatId: categoryId }` as loaded; read once (remount the editor to load another). */
  initialSeats: Record<string, string>;
  readOnly: boolean;
  backgroundUrl?: string | null;
  /** Sends the mapping; resolves true when saved. */
  onSave?: (seats: Record<string, string>) => Promise<boolean>;
  onDirtyChange?: (dirty: boolean) => void;
  /** Bench hooks. */
  onRenderer?: (renderer: SeatMapRenderer | null) => void;
}

/** Neutral enough not to read as a category, visible on the map's surface in both schemes. */
const unassignedColour = { light: '#868e96', dark: '#909296' } as const;

/**
 * Paints categories onto seats: select with the viewer's modes (or the keyboard list), then assign. The
 * mapping is a typed array (SeatAssignment) mutated in place; `version` tells the viewer to recolour, so
 * assigning 5,000 seats is a loop over bytes and one recolour, never per-seat React state.
 */
export function SeatMappingEditor(props: SeatMappingEditorProps) {
  const { index, categories, readOnly, onDirtyChange } = props;
  const { t, i18n } = useTranslation('pricings');
  const locale = localeOf(i18n.language);
  const [assignment] = useState(() => {
    const a = new SeatAssignment(index.count);
    a.load(props.initialSeats, (id) => index.indexOf(id));
    return a;
  });
  const [version, setVersion] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [selection, setSelection] = useState(() => emptySelection(index));
  const [mode, setMode] = useState<SelectionMode>('area');
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const activeId = categories.some((c) => c.id === chosenId) ? chosenId : (categories[0]?.id ?? null);
  const neutral = unassignedColour[useComputedColorScheme('light')];

  // A category deleted meanwhile took its seats with it on the server: drop them here too.
  useEffect(() => {
    const live = new Set(categories.map((c) => c.id));
    const gone = assignment.knownCategories().filter((id) => !live.has(id));
    gone.forEach((id) => assignment.forget(id));
    if (gone.length) setVersion((v) => v + 1);
  }, [assignment, categories]);
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);

  const colours = useMemo(
    () => slotColours(assignment, categories, neutral),
    [assignment, categories, neutral],
  );
  const seatColour = useCallback(
    (seat: number) => colours[assignment.cells[seat]!] ?? neutral,
    [assignment, colours, neutral],
  );
  const counts = useMemo(() => assignment.counts(), [assignment, version]); // eslint-disable-line react-hooks/exhaustive-deps -- version: the array changed in place
  const format = (n: number) => n.toLocaleString(locale);
  const legend = useMappingLegend(categories, counts, neutral);
  const hasSelection = useMemo(() => selectedCount(selection) > 0, [selection]);

  const apply = useCallback(
    (categoryId: string | null) => {
      const changed = assignment.assign(selection, categoryId);
      const name = categories.find((c) => c.id === categoryId)?.name;
      setSelection(emptySelection(index));
      setVersion((v) => v + 1);
      if (changed) setDirty(true);
      setAnnounce(
        name
          ? t('mapping.assigned', { count: changed, formatted: format(changed), name })
          : t('mapping.unassignedNow', { count: changed, formatted: format(changed) }),
      );
    },
    [assignment, selection, categories, index, t, locale], // eslint-disable-line react-hooks/exhaustive-deps -- format follows locale
  );
  const onAssign = useCallback(() => apply(activeId), [apply, activeId]);
  const onUnassign = useCallback(() => apply(null), [apply]);
  const save = async () => {
    if (await props.onSave?.(assignment.toRecord(index.ids))) setDirty(false);
  };

  return (
    <Stack gap="sm">
      {!readOnly && (
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <MappingToolbar
            categories={categories}
            activeId={activeId}
            onActiveChange={setChosenId}
            hasSelection={hasSelection}
            onAssign={onAssign}
            onUnassign={onUnassign}
          />
          <SaveMappingButton
            dirty={dirty}
            assignedLabel={format(index.count - counts.unassigned)}
            onSave={save}
          />
        </Group>
      )}
      {!readOnly && <SeatMapModeControl value={mode} onChange={setMode} />}
      <SeatMapViewer
        index={index}
        selection={selection}
        onSelectionChange={readOnly ? undefined : setSelection}
        mode={mode}
        seatColour={seatColour}
        colourVersion={version}
        backgroundUrl={props.backgroundUrl}
        legend={legend}
        height={520}
        ariaLabel={t('mapping.mapLabel')}
        onRenderer={props.onRenderer}
      />
      <VisuallyHidden aria-live="polite">{announce}</VisuallyHidden>
      {!readOnly && (
        <KeyboardSelection index={index} selection={selection} onSelectionChange={setSelection} />
      )}
    </Stack>
  );
}
