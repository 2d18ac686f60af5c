import { describe, expect, it } from 'vitest';
import { toastPositionAvoiding, toastZone } from './toast-placement';

const box = (left: number, top: number, width: number, height: number) => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

describe('where toasts go on the box office (issue 22: one covered "Ajouter au panier")', () => {
  it('desktop: off "Add to cart" at the end of the bar under the map', () => {
    // 1440 x 900: the map's bar ends near the bottom, its Add button under the default corner's toasts.
    const add = box(850, 830, 190, 36);
    const overlaps = (p: ReturnType<typeof toastPositionAvoiding>) => {
      const z = toastZone(p, 1440, 900);
      return z.left < add.right && add.left < z.right && z.top < add.bottom && add.top < z.bottom;
    };
    expect(overlaps('bottom-right')).toBe(true);
    const chosen = toastPositionAvoiding([add], 1440, 900);
    expect(overlaps(chosen)).toBe(false);
  });

  it('phone: off the cart bar at the bottom and off "Add to cart"', () => {
    const add = box(200, 560, 174, 36);
    const bar = box(16, 770, 358, 66);
    expect(toastPositionAvoiding([add, bar], 390, 844)).toBe('top-right');
  });

  it('phone: "Add to cart" first when no position clears both', () => {
    const add = box(200, 60, 174, 36);
    const bar = box(16, 770, 358, 66);
    expect(toastPositionAvoiding([add, bar], 390, 844)).toBe('bottom-right');
  });

  it('nothing kept clear: the default corner', () => {
    expect(toastPositionAvoiding([], 1440, 900)).toBe('bottom-right');
  });
});
