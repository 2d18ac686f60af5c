import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { PriceLevel } from '@encore/shared/pricings/pricing.schema';
import { stubMantineDom } from '@/test/mantine-dom';
import { renderBoxOffice } from '../test/render-box-office';
import { GaAreaRow } from './ga-area-row';

beforeAll(() => stubMantineDom());
afterEach(cleanup);

const level = { id: 'l1', name: 'Plein', priceCents: 2500 } as PriceLevel;

async function row(lng: 'en' | 'fr', remaining: number | null) {
  const onAdd = vi.fn(async () => true);
  await renderBoxOffice(
    lng,
    <GaAreaRow
      name="Fosse"
      capacity={5000}
      remaining={remaining}
      levels={[level]}
      busy={false}
      onAdd={onAdd}
    />,
  );
  const quantity = screen.getByRole('textbox', { name: /Fosse/ });
  return { onAdd, quantity, add: screen.getByRole('button', { name: lng === 'fr' ? 'Ajouter' : 'Add' }) };
}

describe('a standing area quantity over what one add may take', () => {
  for (const [lng, words] of Object.entries({
    fr: { max: '200 places au plus par ajout', left: 'Il ne reste que 30 places' },
    en: { max: 'At most 200 places per add', left: 'Only 30 places left' },
  }) as ['en' | 'fr', { max: string; left: string }][]) {
    it(`says the 200 maximum instead of adding 200 (${lng})`, async () => {
      const { onAdd, quantity, add } = await row(lng, null);
      fireEvent.change(quantity, { target: { value: '500' } });
      fireEvent.blur(quantity);
      fireEvent.click(add);
      expect(await screen.findByText(words.max)).toBeTruthy();
      expect(quantity.getAttribute('aria-invalid')).toBe('true');
      expect(onAdd).not.toHaveBeenCalled();
      fireEvent.change(quantity, { target: { value: '200' } });
      fireEvent.click(add);
      expect(onAdd).toHaveBeenCalledWith('l1', 200);
    });

    it(`says how many are left when fewer than asked (${lng})`, async () => {
      const { onAdd, quantity, add } = await row(lng, 30);
      fireEvent.change(quantity, { target: { value: '50' } });
      fireEvent.click(add);
      expect(await screen.findByText(words.left)).toBeTruthy();
      expect(onAdd).not.toHaveBeenCalled();
    });
  }
});
