import { useEffect, type RefObject } from 'react';
import type { SeatMapIndex } from '@encore/shared/rooms/seat-map-index';
import type { SeatMapRenderer } from './seat-map-renderer';

/** Longest side of the rasterised background: sharp enough when zoomed, bounded in memory (~64 MB max). */
const MAX_SIDE = 4096;

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
        canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height);
        renderer.setBackground({ image: canvas, x: rect.x, y: rect.y, w: rect.width, h: rect.height });
      })
      .catch(() => {
        /* an unreadable background leaves the seats alone on the plan */
      });
    return () => {
      cancelled = true;
    };
  }, [rendererRef, url, hasRect, x, y, width, height]);
}
