import { Paper, Stack } from '@mantine/core';
import type { RefObject } from 'react';
import type { PricingCategory } from '@encore/shared/pricings/pricing.schema';
import type { SeatMapIndex } from '@encore/shared/rooms/seat-map-index';
import { selectedCount, type SeatSelection } from '@encore/shared/rooms/seat-selection';
import type { SeatStates } from '../lib/seat-states';
import { BestSeatsForm } from './best-seats-form';
import { BoxOfficeMap } from './box-office-map';
import { SelectionBar } from './selection-bar';

interface SeatSalePanelProps {
  index: SeatMapIndex;
  states: SeatStates;
  categories: PricingCategory[];
  selection: SeatSelection;
  onSelectionChange: (next: SeatSelection) => void;
  backgroundUrl: string | null;
  fitKey: string;
  busy: boolean;
  bestRef: RefObject<HTMLInputElement | null>;
  addRef: RefObject<HTMLButtonElement | null>;
  onBest: (categoryId: string, count: number) => boolean;
  onAdd: () => void;
}

/** A placed room's sale: best seats, the live map, and the selection going into the cart. */
export function SeatSalePanel(props: SeatSalePanelProps) {
  const { index, states, selection } = props;
  // The map's legend and "best seats" name the seated categories only: the pit's sells in its own panel.
  const categories = props.categories.filter((c) => states.seatedCategoryIds.has(c.id));
  const clear = () => props.onSelectionChange(new Uint8Array(index.count));
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <BestSeatsForm ref={props.bestRef} categories={categories} states={states} onFind={props.onBest} />
        <BoxOfficeMap
          index={index}
          states={states}
          categories={categories}
          selection={selection}
          onSelectionChange={props.onSelectionChange}
          backgroundUrl={props.backgroundUrl}
          fitKey={props.fitKey}
        />
        <SelectionBar
          count={selectedCount(selection)}
          busy={props.busy}
          onAdd={props.onAdd}
          onClear={clear}
          addRef={props.addRef}
        />
      </Stack>
    </Paper>
  );
}
