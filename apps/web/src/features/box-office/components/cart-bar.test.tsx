import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { createRef } from 'react';
import type { Order } from '@encore/shared/orders/order.schema';
import { stubMantineDom } from '@/test/mantine-dom';
import { renderBoxOffice } from '../test/render-box-office';
import { CartBar } from './cart-bar';

beforeAll(() => stubMantineDom());
afterEach(() => cleanup());

const heldItem = { id: 'i1', status: 'held', quantity: 2 };
const cartWith = (items: unknown[]) =>
  ({ id: 'c1', status: 'cart', totalInclTaxCents: items.length ? 6500 : 0, items }) as unknown as Order;

async function renderBar(lng: 'en' | 'fr', cart: Order | null) {
  await renderBoxOffice(
    lng,
    <CartBar cart={cart} busy={false} onValidate={() => {}} barRef={createRef<HTMLDivElement>()} />,
  );
}

describe('the phone cart bar', () => {
  it('is not shown while the cart holds nothing (no 0,00 € bar over the map)', async () => {
    await renderBar('fr', cartWith([]));
    expect(screen.queryByTestId('cart-bar')).toBeNull();
    cleanup();
    await renderBar('en', null);
    expect(screen.queryByTestId('cart-bar')).toBeNull();
  });

  it('shows the total and an enabled Validate once tickets are held', async () => {
    await renderBar('fr', cartWith([heldItem]));
    expect(screen.getByTestId('cart-bar-total').textContent).toContain('65,00');
    expect(screen.getByTestId('validate-button')).not.toHaveProperty('disabled', true);
  });
});
