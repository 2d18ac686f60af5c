import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { emptySelection, selectedCount, type SeatSelection } from '@encore/shared/rooms/seat-selection';
import en from '@/locales/en/seat-map.json';
import { SeatMapKeyboardList } from './seat-map-keyboard-list';
import { makeTestIndex } from './test-map';

// 2 areas of 20 rows x 25 seats.
const index = makeTestIndex(1000);
const i18n = createInstance();
let last: SeatSelection = emptySelection(index);

beforeAll(async () => {
  window.matchMedia ??= (() => ({
    matches: false,
    addEventListener() {},
    removeEventListener() {},
  })) as never;
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { seatMap: en } } });
});
afterEach(cleanup);

function Harness({ readOnly }: { readOnly?: boolean }) {
  const [selection, setSelection] = useState(() => emptySelection(index));
  const change = (next: SeatSelection) => {
    last = next;
    setSelection(next);
  };
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <SeatMapKeyboardList
          index={index}
          selection={selection}
          onSelectionChange={readOnly ? undefined : change}
        />
      </MantineProvider>
    </I18nextProvider>
  );
}

describe('SeatMapKeyboardList', () => {
  it('selects and clears a whole area with its checkbox', () => {
    render(<Harness />);
    const area = screen.getByRole('checkbox', { name: 'Area 2' });
    expect(screen.getAllByText('0 of 500 selected')).toHaveLength(2);
    fireEvent.click(area);
    expect(selectedCount(last)).toBe(500);
    expect(Array.from(index.areaSeats[1]!).every((s) => last[s] === 1)).toBe(true);
    expect(screen.getByText('500 of 500 selected')).toBeTruthy();
    expect((area as HTMLInputElement).checked).toBe(true);
    fireEvent.click(area);
    expect(selectedCount(last)).toBe(0);
  });

  it('lists the rows of an expanded area and selects one row, the area showing "some"', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Show the rows of Area 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Row C' }));
    expect(selectedCount(last)).toBe(25);
    expect(Array.from(index.rowSeats[2]!).every((s) => last[s] === 1)).toBe(true);
    expect(screen.getByText('25 of 500 selected')).toBeTruthy();
    expect(screen.getByText('25 of 25 selected')).toBeTruthy();
    const area = screen.getByRole('checkbox', { name: 'Area 1' }) as HTMLInputElement;
    expect(area.indeterminate || area.getAttribute('data-indeterminate') !== null).toBe(true);
  });

  it('expands a row into one checkbox per seat', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Show the rows of Area 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show the seats of row A' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seat 3' }));
    expect(selectedCount(last)).toBe(1);
    expect(last[2]).toBe(1);
  });

  it('is read-only without onSelectionChange', () => {
    render(<Harness readOnly />);
    expect((screen.getByRole('checkbox', { name: 'Area 1' }) as HTMLInputElement).disabled).toBe(true);
  });
});
