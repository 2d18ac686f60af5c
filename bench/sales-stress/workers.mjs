// The stress's people: sellers fill and validate carts on the two hot events (some on the Invitations
// channel, whose orders wait for approval), approvers give 'Accepted by Show Manager' and 'Accepted by
// Producer' (two different users, never the seller), cancellers cancel whole orders and single items, so
// seats, places and quota come back on sale and are sold again at once by sellers who see them free.

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const take = (list) => list.splice(Math.floor(Math.random() * list.length), 1)[0];
const customer = { name: 'Stress Client', email: 'stress@example.org' };

export function createWorkload({ client, events, channels, deadline, share }) {
  const { call } = client;
  const live = () => Date.now() < deadline;
  // Orders to cancel (a share of the confirmed and pending ones) and pending orders per approval role.
  const toCancel = [];
  const pending = { show_manager: [], producer: [] };
  // Each event's live map, refreshed every second as the availability stream would keep it.
  const maps = new Map(
    events.map((e) => [e.id, { taken: new Set(), areas: new Map(), exhausted: new Set() }]),
  );

  async function watch(event, token) {
    while (live()) {
      const res = await call('availability', 'GET', `/api/events/${event.id}/availability`, token);
      if (res.status === 200) {
        const data = res.json.data;
        maps.set(event.id, {
          taken: new Set([...data.soldSeatIds, ...data.heldSeatIds]),
          areas: new Map(data.gaAreas.map((a) => [a.id, a.remaining])),
          exhausted: new Set(data.priceLevels.filter((l) => l.remaining === 0).map((l) => l.id)),
        });
      }
      await sleep(1000);
    }
  }

  /** One add: 1-4 seats the map shows free (any hot seat when none is), or 1-4 places of an area. */
  function addition(event) {
    const map = maps.get(event.id);
    const n = 1 + Math.floor(Math.random() * 4);
    let body;
    let unit;
    if (event.seats.length && (!event.areas.length || Math.random() < 0.7)) {
      const block = pick(event.blocks); // one category: the seats of one add share a price level
      const start = Math.floor(Math.random() * block.length);
      const free = [];
      for (let k = 0; k < block.length && free.length < n; k++) {
        const seat = block[(start + k) % block.length];
        if (!map.taken.has(seat)) free.push(seat);
      }
      // Sold out on the map: try seats anyway, one may have been cancelled since the last refresh.
      const seatIds = free.length ? free : [block[start]];
      body = { seatIds };
      unit = seatIds[0];
    } else {
      const area = pick(event.areas);
      body = { gaAreaId: area.id, quantity: n };
      unit = area.id;
    }
    // A third of the adds ask for the level with a quota when there is one (the '-26 ans' tariff).
    const levels = event.levelsOf(unit);
    const open = levels.filter((l) => !map.exhausted.has(l.id));
    const quota = levels.filter((l) => l.quota !== null);
    const level = quota.length && Math.random() < 0.33 ? pick(quota) : pick(open.length ? open : levels);
    return { eventId: event.id, priceLevelId: level.id, ...body };
  }

  /** The order as the cancellers and approvers need it, routed by its state. */
  function route(order, event) {
    const items = order.items.filter((i) => i.status === 'sold' || i.status === 'held').map((i) => i.id);
    const entry = { id: order.id, items, producerId: event.producerId };
    if (order.status === 'pending_approval') {
      pending.show_manager.push(entry);
      pending.producer.push(entry);
      if (Math.random() < share.cancelPending) toCancel.push(entry);
    } else if (order.status === 'confirmed' && Math.random() < share.cancelConfirmed) toCancel.push(entry);
  }

  async function seller(token) {
    while (live()) {
      const event = Math.random() < 0.6 ? events[0] : events[1];
      const approval = Math.random() < share.approval;
      const channelId = approval ? channels.invitations : channels.box_office;
      const cart = await call('open cart', 'POST', '/api/carts', token, { salesChannelId: channelId });
      if (cart.status !== 201) {
        await sleep(100);
        continue;
      }
      const id = cart.json.data.id;
      let held = 0;
      for (let adds = Math.random() < 0.3 ? 2 : 1; adds > 0; adds--) {
        const res = await call('add to cart', 'POST', `/api/carts/${id}/items`, token, addition(event));
        if (res.status === 201) held++;
        else break;
      }
      if (!held || Math.random() < share.abandon) {
        await call('abandon', 'DELETE', `/api/carts/${id}`, token);
        continue;
      }
      // An invitation says why (issue 23): 'free' without a reason is refused.
      const payment = approval
        ? { paymentMethod: 'free', invitationReason: 'partner' }
        : { paymentMethod: pick(['cash', 'card']) };
      const res = await call('validate', 'POST', `/api/orders/${id}/validate`, token, {
        customer,
        ...payment,
      });
      if (res.status === 200)
        route(
          res.json.data,
          events.find((e) => e.id === event.id),
        );
    }
  }

  /** as: 'show_manager' (tokens: the show manager's and the admin's) or 'producer' (a token per producer). */
  async function approver(as, tokenFor) {
    const queue = pending[as];
    while (live()) {
      const order = queue.length && take(queue);
      if (!order) {
        await sleep(50);
        continue;
      }
      const res = await call('approve', 'POST', `/api/orders/${order.id}/approve`, tokenFor(order), { as });
      if (res.status === 200 && res.json.data.status === 'confirmed' && Math.random() < share.cancelConfirmed)
        toCancel.push({
          ...order,
          items: res.json.data.items.filter((i) => i.status === 'sold').map((i) => i.id),
        });
    }
  }

  async function canceller(token) {
    while (live()) {
      // One in ten stays in the list meanwhile: two cancellers then race on one order.
      const order = toCancel.length && (Math.random() < 0.1 ? pick(toCancel) : take(toCancel));
      if (!order) {
        await sleep(50);
        continue;
      }
      if (order.items.length > 1 && Math.random() < 0.5) {
        const itemId = take(order.items);
        await call('cancel item', 'POST', `/api/orders/${order.id}/items/${itemId}/cancel`, token);
        if (!toCancel.includes(order) && Math.random() < 0.5) toCancel.push(order);
      } else
        await call('cancel order', 'POST', `/api/orders/${order.id}/cancel`, token, { reason: 'stress' });
    }
  }

  return { watch, seller, approver, canceller };
}
