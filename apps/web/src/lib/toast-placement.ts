import { useEffect, type RefObject } from 'react';
import { defaultToastPosition, setToastPlacer, type NotificationPosition } from './toast-position';

/** Corners tried in turn: the default first, then the other corners, then the middles of both edges. */
const candidates: NotificationPosition[] = [
  'bottom-right',
  'top-right',
  'bottom-left',
  'top-left',
  'top-center',
  'bottom-center',
];

// Mantine's container: 440 px wide at most, 16 px (spacing md) from the edges; two toasts with titles.
const containerWidth = 440;
const edge = 16;
const stackHeight = 180;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The part of the window toasts at `position` may cover. */
export function toastZone(position: NotificationPosition, width: number, height: number): Box {
  const w = Math.min(containerWidth, width - 2 * edge);
  const left = position.endsWith('left')
    ? edge
    : position.endsWith('right')
      ? width - edge - w
      : (width - w) / 2;
  const top = position.startsWith('top') ? edge : height - edge - stackHeight;
  return { left, top, right: left + w, bottom: top + stackHeight };
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The first position whose toasts cover none of `kept` (the window's coordinates, most important first);
 * when every position covers one, the least important are given up one by one.
 */
export function toastPositionAvoiding(kept: Box[], width: number, height: number): NotificationPosition {
  const visible = kept.filter((k) => k.right > k.left && k.bottom > k.top);
  for (let n = visible.length; n > 0; n--) {
    const clear = visible.slice(0, n);
    const found = candidates.find((p) => !clear.some((k) => overlaps(toastZone(p, width, height), k)));
    if (found) return found;
  }
  return defaultToastPosition;
}

const keptClear = new Map<RefObject<HTMLElement | null>, number>();

/** Where the next toast goes: off every element a screen keeps clear (its main buttons). */
function positionOffKept(): NotificationPosition | undefined {
  if (!keptClear.size || typeof window === 'undefined') return undefined;
  const rects = [...keptClear]
    .sort(([, a], [, b]) => a - b)
    .flatMap(([ref]) => (ref.current ? [ref.current.getBoundingClientRect()] : []));
  return toastPositionAvoiding(rects, window.innerWidth, window.innerHeight);
}

/**
 * Toasts shown while the element is on screen never cover it: the box office's "Add to cart" and, on a
 * phone, its cart bar (a warning about a seat landed on "Add to cart" at the bottom right). `rank` 0 is
 * kept clear first when no position clears them all.
 */
export function useToastsKeepClearOf(ref: RefObject<HTMLElement | null>, rank = 0) {
  useEffect(() => {
    keptClear.set(ref, rank);
    setToastPlacer(positionOffKept);
    return () => void keptClear.delete(ref);
  }, [ref, rank]);
}
