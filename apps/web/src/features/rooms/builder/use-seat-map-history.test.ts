import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addArea, updateArea } from '@encore/shared/rooms/seat-map-edit';
import { emptySeatMap } from '@encore/shared/rooms/seat-map.schema';
import { useSeatMapHistory } from './use-seat-map-history';

describe('useSeatMapHistory', () => {
  it('undoes and redoes snapshots, and knows when the plan differs from the saved one', () => {
    const start = emptySeatMap();
    const { result } = renderHook(() => useSeatMapHistory(start));
    const one = addArea(start, 'Orchestre').map;
    act(() => result.current.push(one));
    expect(result.current).toMatchObject({ map: one, dirty: true, canUndo: true, canRedo: false });
    act(() => result.current.undo());
    expect(result.current).toMatchObject({ map: start, dirty: false, canRedo: true });
    act(() => result.current.redo());
    expect(result.current.map).toBe(one);
    act(() => result.current.markSaved(one));
    expect(result.current.dirty).toBe(false);
    act(() => result.current.undo());
    expect(result.current.dirty).toBe(true);
  });

  it('merges consecutive edits with the same key into one undo step, and a new edit drops the redo list', () => {
    const start = addArea(emptySeatMap(), 'Orchestre').map;
    const id = start.areas[0]!.id;
    const { result } = renderHook(() => useSeatMapHistory(start));
    act(() => result.current.push(updateArea(result.current.map, id, { name: 'O' }), 'name'));
    act(() => result.current.push(updateArea(result.current.map, id, { name: 'Or' }), 'name'));
    act(() => result.current.undo());
    expect(result.current.map).toBe(start);
    act(() => result.current.redo());
    act(() => result.current.undo());
    act(() => result.current.push(addArea(result.current.map, 'Balcon').map));
    expect(result.current.canRedo).toBe(false);
  });

  it('starts afresh on reset', () => {
    const start = emptySeatMap();
    const { result } = renderHook(() => useSeatMapHistory(start));
    act(() => result.current.push(addArea(start, 'A').map));
    const loaded = addArea(start, 'B').map;
    act(() => result.current.reset(loaded));
    expect(result.current).toMatchObject({ map: loaded, dirty: false, canUndo: false, canRedo: false });
  });
});
