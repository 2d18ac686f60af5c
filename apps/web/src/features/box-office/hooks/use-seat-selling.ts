import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Availability } from '@encore/shared/orders/availability.schema';
import type { AddCartItemsInput } from '@encore/shared/orders/cart.schema';
import {
  emptySelection,
  selectedCount,
  selectionFromIds,
  type SeatSelection,
} from '@encore/shared/rooms/seat-selection';
import { notify } from '@/lib/notify';
import { bestSeats } from '../lib/best-seats';
import type { SaleSetup } from '../lib/sale-setup';
import { seatRequests } from '../lib/seat-requests';
import { computeSeatStates, freeMask, keepFree, takenBySomeoneElse } from '../lib/seat-states';
import { stagePoint } from '../lib/stage-point';

const none = new Uint8Array(0);

/**
 * The seats of a placed room for this seller: their live states, the selection (free seats only, also
 * when another seller takes a selected seat meanwhile), "best N seats", and the add-to-cart requests.
 */
export function useSeatSelling(
  setup: SaleSetup | null,
  availability: Availability | undefined,
  addItems: (inputs: AddCartItemsInput[]) => Promise<boolean>,
) {
  const { t } = useTranslation('boxOffice');
  const index = setup?.index ?? null;
  const categories = setup?.pricing?.categories;
  const categoryIds = useMemo(() => (categories ?? []).map((c) => c.id), [categories]);
  // No states before the event's availability is in: the map would show held and sold seats as free, and
  // "best N seats" would pick them (then "just taken by another seller" a moment later).
  const states = useMemo(
    () =>
      index && availability
        ? computeSeatStates(index, setup!.categoryOfSeat, categoryIds, availability)
        : null,
    [index, setup, categoryIds, availability],
  );
  const stage = useMemo(() => index && stagePoint(index), [index]);
  const [selection, setSelection] = useState<SeatSelection>(none);
  const blank = useMemo(() => (index ? emptySelection(index) : none), [index]);
  const current = index && selection.length === index.count ? selection : null;
  // A seat taken by someone else leaves the selection as soon as the stream says so.
  const lastStates = useRef(states);
  useEffect(() => {
    if (!states || lastStates.current === states) return;
    lastStates.current = states;
    if (selection.length !== states.state.length) return;
    const kept = keepFree(selection, freeMask(states));
    if (selectedCount(kept) === selectedCount(selection)) return;
    setSelection(kept);
    // Seats that went into this very cart are no news; those another seller took are.
    const taken = takenBySomeoneElse(selection, states);
    if (taken) notify('warning', t('selection.taken', { count: taken }));
  }, [states, selection, t]);

  const best = (categoryId: string, count: number) => {
    if (!index || !states || !stage) return false;
    const seats = bestSeats(index, freeMask(states, categoryId), count, stage);
    if (seats)
      setSelection(
        selectionFromIds(
          index,
          seats.map((s) => index.ids[s]!),
        ),
      );
    return seats !== null;
  };

  /** True when every selected seat went into the cart. */
  const add = async (): Promise<boolean> => {
    if (!index || !states || !current || !setup) return false;
    const { requests, unpriced } = seatRequests(index, current, states, setup.pricing?.priceLevels ?? []);
    if (unpriced.length) notify('warning', t('selection.unpriced', { count: unpriced.length }));
    if (!requests.length) return false;
    const inputs = requests.map((r) => ({ eventId: setup.event.id, ...r }));
    const added = await addItems(inputs);
    if (added) setSelection(emptySelection(index));
    return added;
  };

  return {
    states,
    selection: current ?? blank,
    setSelection,
    clear: () => index && setSelection(emptySelection(index)),
    best,
    add,
  };
}
