import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { emptySelection, selectedCount } from '@encore/shared/rooms/seat-selection';
import en from '@/locales/en/seat-map.json';
import { SeatMapViewer } from './seat-map-viewer';
import type { SeatMapRenderer } from './seat-map-renderer';
import { makeTestIndex } from './test-map';

// jsdom draws nothing (no canvas): these tests cover the accessible shell and the keyboard path.
const index = makeTestIndex(1000);
const i18n = createInstance();

beforeAll(async () => {
  window.matchMedia ??= (() => ({
    matches: false,
    addEventListener() {},
    removeEventListener() {},
  })) as never;
  HTMLCanvasElement.prototype.getContext = (() => null) as never;
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { seatMap: en } } });
});
afterEach(cleanup);

const renderViewer = (onSelectionChange?: (next: Uint8Array) => void) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <SeatMapViewer
          index={index}
          selection={emptySelection(index)}
          onSelectionChange={onSelectionChange}
          mode="row"
          legend={[{ label: 'Free', colour: '#2f9e44' }]}
          ariaLabel="Main hall"
        />
      </MantineProvider>
    </I18nextProvider>,
  );

describe('SeatMapViewer', () => {
  it('is a labelled, described, focusable application with labelled tools and a legend', () => {
    renderViewer(vi.fn());
    const canvas = screen.getByRole('application', { name: 'Main hall' });
    expect(canvas.tabIndex).toBe(0);
    const hint = document.getElementById(canvas.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toContain('Enter or Space selects');
    expect(hint?.textContent).toContain('0 seats selected of 1,000');
    for (const name of ['Zoom in', 'Zoom out', 'Fit to screen'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rectangle selection' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(screen.getByText('Free')).toBeTruthy();
  });

  it('moves a focused seat with the arrows, announces it and selects its row with Enter', () => {
    const change = vi.fn();
    renderViewer(change);
    const canvas = screen.getByRole('application', { name: 'Main hall' });
    fireEvent.keyDown(canvas, { key: 'ArrowRight' });
    const announced = screen.getAllByText(/^Area \d, row [A-Z]+, seat \d+ · not selected$/);
    expect(announced.length).toBeGreaterThan(0);
    fireEvent.keyDown(canvas, { key: 'Enter' });
    expect(change).toHaveBeenCalledTimes(1);
    expect(selectedCount(change.mock.calls[0]![0])).toBe(25);
  });

  it('read-only: no rectangle tool, the read-only hint, Enter selects nothing', () => {
    renderViewer();
    const canvas = screen.getByRole('application', { name: 'Main hall' });
    expect(screen.queryByRole('button', { name: 'Rectangle selection' })).toBeNull();
    expect(document.getElementById(canvas.getAttribute('aria-describedby')!)?.textContent).toContain(
      'point at a seat',
    );
    fireEvent.keyDown(canvas, { key: 'ArrowDown' });
    fireEvent.keyDown(canvas, { key: 'Enter' });
  });

  it('keeps the pan and zoom across edits of the same map, and fits again for another map', () => {
    let renderer: SeatMapRenderer | null = null;
    const onRenderer = (r: SeatMapRenderer | null) => {
      if (r) {
        renderer = r;
        vi.spyOn(r, 'fit');
      }
    };
    const viewer = (i: typeof index, fitKey: string) => (
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <SeatMapViewer
            index={i}
            selection={emptySelection(i)}
            mode="seat"
            fitKey={fitKey}
            onRenderer={onRenderer}
            ariaLabel="Main hall"
          />
        </MantineProvider>
      </I18nextProvider>
    );
    const { rerender } = render(viewer(index, 'room-1'));
    const fit = () => (renderer!.fit as unknown as { mock: { calls: unknown[] } }).mock.calls.length;
    const first = fit();
    // A builder edit: a new index of the same room.
    rerender(viewer(makeTestIndex(1000), 'room-1'));
    expect(fit()).toBe(first);
    rerender(viewer(makeTestIndex(500), 'room-2'));
    expect(fit()).toBe(first + 1);
  });
});
