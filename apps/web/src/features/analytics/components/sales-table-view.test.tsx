import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { emptyFigures } from '@encore/shared/analytics/figures.schema';
import type { SalesTable } from '@encore/shared/analytics/analytics.schema';
import { stubMantineDom } from '@/test/mantine-dom';
import { LineName, type Line } from './sales-table-view';

const line = (name: string, detail: string | null = null): Line => ({
  key: 'k',
  label: name,
  name,
  detail,
  ...emptyFigures,
  vatByRate: {},
  invitations: 0,
  paidCents: null,
  refundedCents: null,
  revenueCents: null,
});

const renderName = (l: Line, dimension: SalesTable['dimension']) =>
  render(
    <MantineProvider>
      <LineName line={l} dimension={dimension} />
    </MantineProvider>,
  );

beforeAll(() => stubMantineDom());
afterEach(cleanup);

describe("an analytics table line's name", () => {
  it.each(['show', 'channel', 'priceLevel', 'seller'] as const)(
    'gives a name users typed its own direction (%s)',
    (dimension) => {
      renderName(line('مسرح الليل', dimension === 'priceLevel' ? 'Tarifs 2027' : null), dimension);
      expect(screen.getByText('مسرح الليل').getAttribute('dir')).toBe('auto');
      if (dimension === 'priceLevel')
        expect(screen.getByText('Tarifs 2027').getAttribute('dir')).toBe('auto');
    },
  );

  it("gives an event's show its own direction, not the date the application wrote", () => {
    renderName(line('Wed, Mar 10, 2027, 8:30 PM', '3 Penny Opera'), 'event');
    expect(screen.getByText('3 Penny Opera').getAttribute('dir')).toBe('auto');
    expect(screen.getByText(/2027/).getAttribute('dir')).toBeNull();
  });
});
