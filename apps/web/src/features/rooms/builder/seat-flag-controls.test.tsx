import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import en from '@/locales/en/rooms.json';
import { makeTestMap } from '@/components/seat-map/test-map';
import { SeatFlagControls } from './seat-flag-controls';
import { useBuilderState } from './use-builder-state';

const map = makeTestMap(50);
map.seats[0]!.flags = ['wheelchair'];
const i18n = createInstance();

beforeAll(async () => {
  window.matchMedia ??= (() => ({
    matches: false,
    addEventListener() {},
    removeEventListener() {},
  })) as never;
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { rooms: en } } });
});
afterEach(cleanup);

// Selects the first two seats, one of which is a wheelchair space, and exposes undo.
function Harness() {
  const state = useBuilderState(map);
  return (
    <>
      <button onClick={() => state.select(map.seats.slice(0, 2).map((s) => s.id))}>pick</button>
      <button onClick={state.history.undo}>undo</button>
      <SeatFlagControls state={state} />
    </>
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('seat flag controls', () => {
  it('shows mixed flags as indeterminate, applies a flag to the whole selection, and undoes it', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <Harness />
        </MantineProvider>
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByText('pick'));
    expect(box('Wheelchair space').indeterminate).toBe(true);
    expect(box('Restricted view').checked).toBe(false);
    fireEvent.click(box('Wheelchair space'));
    expect(box('Wheelchair space').checked).toBe(true);
    expect(box('Wheelchair space').indeterminate).toBe(false);
    fireEvent.click(box('Wheelchair space'));
    expect(box('Wheelchair space').checked).toBe(false);
    fireEvent.click(screen.getByText('undo'));
    expect(box('Wheelchair space').checked).toBe(true);
    fireEvent.click(screen.getByText('undo'));
    expect(box('Wheelchair space').indeterminate).toBe(true);
  });
});
