import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import type { DenominationCount } from '@encore/shared/money/money-facts';
import { stubMantineDom } from '@/test/mantine-dom';
import { renderTill } from '../test/render-till';
import { BalanceTable } from './balance-table';
import { DenominationCountInput } from './denomination-count';

beforeAll(() => stubMantineDom());
afterEach(cleanup);

/** The total's text with the narrow no-break spaces of fr-FR amounts as plain spaces. */
const total = () => screen.getByTestId('float-total').textContent?.replace(/\s/g, ' ');

/** An input by its label, spaces normalised. */
const input = (name: string) =>
  screen.getAllByRole('textbox').find((el) => el.getAttribute('aria-label')?.replace(/\s/g, ' ') === name)!;

function Counted({ onChange }: { onChange?: (v: DenominationCount) => void }) {
  const [value, setValue] = useState<DenominationCount>({});
  return (
    <DenominationCountInput
      legend="Float"
      name="float"
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

describe('counting a till by denomination', () => {
  it('shows the running total as notes and coins are typed, and sends cents as keys (fr)', async () => {
    let sent: DenominationCount = {};
    await renderTill('fr', <Counted onChange={(v) => (sent = v)} />);
    expect(total()).toBe('Total compté : 0,00 €');
    fireEvent.change(input('Nombre de 20,00 €'), { target: { value: '3' } });
    fireEvent.change(input('Nombre de 0,50 €'), { target: { value: '4' } });
    expect(total()).toBe('Total compté : 62,00 €');
    expect(sent).toEqual({ '2000': 3, '50': 4 });
    // Emptied, a denomination leaves the count.
    fireEvent.change(input('Nombre de 0,50 €'), { target: { value: '' } });
    expect(sent).toEqual({ '2000': 3 });
    expect(total()).toBe('Total compté : 60,00 €');
  });

  it('labels every euro note and coin, largest first (en)', async () => {
    await renderTill('en', <Counted />);
    const labels = screen.getAllByRole('textbox').map((input) => input.getAttribute('aria-label'));
    expect(labels[0]).toBe('Number of €500.00');
    expect(labels.at(-1)).toBe('Number of €0.01');
    expect(labels).toHaveLength(15);
  });
});

describe('the balance of a closed session', () => {
  it('shows expected, counted and the variance per method', async () => {
    const zero = { cash: 0, card: 0, cheque: 0, transfer: 0, voucher: 0 };
    await renderTill(
      'en',
      <BalanceTable
        expected={{ ...zero, cash: 8950, card: 12000 }}
        counted={{ ...zero, cash: 9050, card: 12000 }}
        variance={{ ...zero, cash: 100 }}
      />,
    );
    const cash = screen.getByTestId('balance-cash');
    expect(cash.textContent).toBe('Cash€89.50€90.50€1.00');
    expect(screen.getByTestId('balance-card').textContent).toBe('Card€120.00€120.00€0.00');
  });
});
