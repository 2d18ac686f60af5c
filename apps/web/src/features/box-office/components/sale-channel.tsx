import { useEffect } from 'react';
import type { SalesChannel } from '@encore/shared/catalogue/sales-channel.schema';
import { useCart } from '../api/get-cart';
import type { BoxOfficeSession } from '../hooks/use-box-office-session';
import { ChannelSelect } from './channel-select';

interface SaleChannelProps {
  /** The show's channels. */
  channels: SalesChannel[];
  session: BoxOfficeSession;
  update: (patch: Partial<BoxOfficeSession>) => void;
}

/**
 * The channel of the sale: the one chosen before when this show sells on it, else the show's first that
 * needs no approval (the counter's own). Fixed while the cart holds tickets.
 */
export function SaleChannel({ channels, session, update }: SaleChannelProps) {
  const cart = useCart(session.cartId).data;
  const held = cart?.status === 'cart' ? cart.items.filter((i) => i.status === 'held').length : 0;
  useEffect(() => {
    if (held || channels.some((c) => c.id === session.channelId)) return;
    update({ channelId: (channels.find((c) => !c.needsApproval) ?? channels[0])?.id ?? null });
  }, [channels, session.channelId, held, update]);
  return (
    <ChannelSelect
      channels={channels}
      value={session.channelId}
      onChange={(channelId) => update({ channelId })}
      locked={held > 0}
    />
  );
}
