import { useEffect, type RefObject } from 'react';
import { useComputedColorScheme } from '@mantine/core';
import type { SeatMapIndex } from '@encore/shared/rooms/seat-map-index';
import type { SeatMapRenderer } from './seat-map-renderer';

/** Longest side of the rasterised background: sharp enough when zoomed, bounded in memory (~64 MB max). */
const MAX_SIDE = 4096;

/** Mean luminance (0 dark .. 1 light) of an image, from an 8 x 8 thumbnail. */
function luminanceOf(image: CanvasImageSource): number {
  const thumb = document.createElement('canvas');
  thumb.width = 8;
  thumb.height = 8;
  const context = thumb.getContext('2d', { willReadFrequently: true });
  if (!context) return 0.5;
  context.drawImage(image, 0, 0, 8, 8);
  const { data } = context.getImageData(0, 0, 8, 8);
  let sum = 0;
  let weight = 0;
  for (let i = 0; i < data.length; i += 4) {
    const alpha = data[i + 3]! / 255;
    sum += alpha * (0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!);
    weight += alpha;
  }
  return weight ? sum / weight / 255 : 0.5;
}

/**
 * Whether a plan drawn light on dark (or dark on light) must be turned over to sit on the scheme's surface:
 * a cream hall plan on the dark canvas would be a bright slab around the seats.
 */
export const needsInversion = (luminance: number, dark: boolean) =>
  dark ? luminance > 0.5 : luminance < 0.5;

/** Inverts the lightness but keeps the hues (walls stay brown, exits green): "smart invert". */
const invertKeepingHues = 'invert(1) hue-rotate(180deg)';

/**
 * Loads the (already sanitised) SVG as an image and rasterises it once: drawing an SVG image on every
 * frame makes Chromium re-rasterise it at each scale, which costs more than all the seats.
 */
export function useSeatMapBackground(
  rendererRef: RefObject<SeatMapRenderer | null>,
  index: SeatMapIndex,
  url: string | null | undefined,
) {
  // Primitive dependencies: every builder edit makes a new map object, but the hall only needs
  // rasterising again when the image or its rectangle really changed.
  const { x, y, width, height } = index.map.background ?? { x: 0, y: 0, width: 0, height: 0 };
  const hasRect = width > 0 && height > 0;
  const dark = useComputedColorScheme('light') === 'dark';
  useEffect(() => {
    const rect = { x, y, width, height };
    const renderer = rendererRef.current;
    if (!renderer) return;
    renderer.setBackground(null);
    if (!url || !hasRect) return;
    let cancelled = false;
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
    image
      .decode()
      .then(() => {
        if (cancelled) return;
        const ratio = Math.min(MAX_SIDE / rect.width, MAX_SIDE / rect.height, 4);
        const canvas = document.createElement('canvas');
        canvas.width = Math.max(1, Math.round(rect.width * ratio));
        canvas.height = Math.max(1, Math.round(rect.height * ratio));
        const context = canvas.getContext('2d');
        if (context && needsInversion(luminanceOf(image), dark)) context.filter = invertKeepingHues;
        context?.drawImage(image, 0, 0, canvas.width, canvas.height);
        renderer.setBackground({ image: canvas, x: rect.x, y: rect.y, w: rect.width, h: rect.height });
      })
      .catch(() => {
        /* an unreadable background leaves the seats alone on the plan */
      });
    return () => {
      cancelled = true;
    };
  }, [rendererRef, url, hasRect, x, y, width, height, dark]);
}
