import { useCallback, useEffect, useId, useMemo, useRef, useState, type CSSProperties } from 'react';
import { Box, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SeatMapIndex } from '@encore/shared/rooms/seat-map-index';
import { selectedCount, type SeatSelection, type SelectionMode } from '@encore/shared/rooms/seat-selection';
import { computeSeatColours } from './seat-colours';
import { formatSeatInfo } from './seat-info';
import { handleSeatMapKey } from './seat-map-keys';
import { SeatMapLegend } from './seat-map-legend';
import { SeatMapRenderer } from './seat-map-renderer';
import { SeatMapToolbar } from './seat-map-toolbar';
import type { LatestProps } from './selection-target';
import { localeOf } from '@/lib/i18n';
import { useSeatMapBackground } from './use-seat-map-background';
import { useSeatMapPointer } from './use-seat-map-pointer';
import { useSeatMapTheme } from './use-seat-map-theme';
import { toScreen } from './view-transform';

export interface SeatMapViewerProps {
  index: SeatMapIndex;
  selection: SeatSelection;
  /** Absent = read-only (hover and focus information still work). */
  onSelectionChange?: (next: SeatSelection) => void;
  mode: SelectionMode;
  /** Caller-given colour (default: the seat's area colour); memoise it, it is called once per seat. */
  seatColour?: (seat: number) => string;
  /** Change it to force a recolour when seatColour's output changed. */
  colourVersion?: unknown;
  /** Sanitised SVG drawn into map.background's rectangle. */
  backgroundUrl?: string | null;
  legend?: { label: string; colour: string }[];
  height?: number | string;
  ariaLabel: string;
  /**
   * The view fits the map when it first has seats, and again whenever this key changes (another room).
   * Edits of the same map (the builder makes a new index for each) keep the user's pan and zoom.
   */
  fitKey?: unknown;
  /** What the caller adds about a seat in its tooltip ("held by another seller"), or null. */
  seatNote?: (seat: number) => string | null;
  /** Bench and tests: the renderer once created (timing hooks). */
  onRenderer?: (renderer: SeatMapRenderer | null) => void;
}

/**
 * The seat map on a canvas (never one element per seat): pan, zoom, hover/focus information, selection by
 * mode, by rectangle, with Shift/Ctrl modifiers. SeatMapKeyboardList is its list equivalent.
 */
export function SeatMapViewer(props: SeatMapViewerProps) {
  const { index, selection, onSelectionChange, mode, seatColour, colourVersion, backgroundUrl } = props;
  const { t, i18n } = useTranslation('seatMap');
  const hintId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const rendererRef = useRef<SeatMapRenderer | null>(null);
  const [rectMode, setRectMode] = useState(false);
  const [shown, setShown] = useState<{ seat: number; keyboard: boolean } | null>(null);
  const [, setViewTick] = useState(0);
  const shownRef = useRef(shown);
  useEffect(() => {
    shownRef.current = shown;
  }, [shown]);
  const latest = useRef<LatestProps>({ index, selection, onSelectionChange, mode, rectMode });
  useEffect(() => {
    latest.current = { index, selection, onSelectionChange, mode, rectMode };
  });
  const { overlay, surface, border } = useSeatMapTheme();
  const { onRenderer } = props;

  useEffect(() => {
    const canvas = canvasRef.current!;
    const renderer = new SeatMapRenderer(canvas);
    rendererRef.current = renderer;
    // The tooltip is anchored on its seat: a hover tip hides when the view moves, a keyboard one follows.
    renderer.onViewChange = () => {
      if (!shownRef.current) return; // most frames of a pan: nothing to re-render
      if (shownRef.current.keyboard) setViewTick((n) => n + 1);
      else setShown(null);
    };
    onRenderer?.(renderer);
    const frame = frameRef.current!;
    const measure = (width: number, height: number) => {
      if (width > 0 && height > 0) renderer.resize(width, height);
    };
    // jsdom (the builder's component tests) has no ResizeObserver: measure once instead of crashing.
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(([entry]) => measure(entry!.contentRect.width, entry!.contentRect.height));
    if (observer) observer.observe(frame);
    else measure(frame.clientWidth, frame.clientHeight);
    return () => {
      observer?.disconnect();
      renderer.destroy();
      rendererRef.current = null;
      onRenderer?.(null);
    };
  }, [onRenderer]);

  const fitted = useRef<{ key: unknown; done: boolean }>({ key: props.fitKey, done: false });
  useEffect(() => {
    const r = rendererRef.current!;
    r.setIndex(index);
    if (!fitted.current.done || fitted.current.key !== props.fitKey) {
      r.fit();
      fitted.current = { key: props.fitKey, done: index.count > 0 || Boolean(index.map.background) };
    } else r.invalidate();
    setShown(null);
  }, [index, props.fitKey]);
  // colourVersion is a deliberate extra dependency: the caller's way to say "same function, new output".
  const colours = useMemo(() => computeSeatColours(index, seatColour), [index, seatColour, colourVersion]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    rendererRef.current!.setColours(colours);
  }, [colours]);
  useEffect(() => {
    rendererRef.current!.setSelection(selection);
  }, [selection]);
  useEffect(() => {
    rendererRef.current!.setTheme(overlay);
  }, [overlay]);
  useSeatMapBackground(rendererRef, index, backgroundUrl);

  const onHover = useCallback((seat: number) => setShown(seat >= 0 ? { seat, keyboard: false } : null), []);
  useSeatMapPointer(canvasRef, rendererRef, latest, onHover);
  const zoomIn = useCallback(() => rendererRef.current?.zoom(1.4), []);
  const zoomOut = useCallback(() => rendererRef.current?.zoom(1 / 1.4), []);
  const fit = useCallback(() => rendererRef.current?.fit(), []);
  const onFocusSeat = useCallback(
    (seat: number) => setShown(seat >= 0 ? { seat, keyboard: true } : null),
    [],
  );

  const r = rendererRef.current;
  const note = shown && props.seatNote?.(shown.seat);
  const base = shown && formatSeatInfo(t, index, shown.seat, selection[shown.seat] === 1);
  const info = base && note ? `${base} · ${note}` : base;
  const [tipX, tipY] = shown && r ? toScreen(r.view, index.xs[shown.seat]!, index.ys[shown.seat]!) : [0, 0];
  const below = tipY < 48;
  // The tip slides along its seat with the seat's place in the frame (its left end over a seat at the left
  // edge, its right end over one at the right edge), so the frame never cuts it.
  const frameWidth = frameRef.current?.clientWidth ?? 0;
  const slide = frameWidth > 0 ? Math.min(Math.max(tipX / frameWidth, 0), 1) * 100 : 50;
  const tipStyle: CSSProperties = {
    position: 'absolute',
    left: tipX,
    top: tipY,
    pointerEvents: 'none',
    transform: below ? `translate(-${slide}%, 14px)` : `translate(-${slide}%, calc(-100% - 14px))`,
  };
  const locale = localeOf(i18n.language);
  const count = useMemo(() => selectedCount(selection), [selection]);

  return (
    <Stack gap="xs">
      <Box
        ref={frameRef}
        pos="relative"
        h={props.height ?? 480}
        style={{ overflow: 'hidden', background: surface, border: `1px solid ${border}`, borderRadius: 8 }}
      >
        <canvas
          ref={canvasRef}
          role="application"
          aria-label={props.ariaLabel}
          aria-describedby={hintId}
          tabIndex={0}
          data-testid="seat-map-canvas"
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', touchAction: 'none' }}
          onKeyDown={(e) =>
            rendererRef.current && handleSeatMapKey(e, rendererRef.current, latest.current, onFocusSeat)
          }
          onBlur={() => shown?.keyboard && setShown(null)}
        />
        <SeatMapToolbar
          onZoomIn={zoomIn}
          onZoomOut={zoomOut}
          onFit={fit}
          rectMode={rectMode}
          onRectModeChange={onSelectionChange ? setRectMode : undefined}
        />
        {info && (
          <Paper shadow="sm" withBorder px="xs" py={4} style={tipStyle}>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {info}
            </Text>
          </Paper>
        )}
      </Box>
      <VisuallyHidden aria-live="polite">{shown?.keyboard ? info : ''}</VisuallyHidden>
      <Text id={hintId} size="xs" c="dimmed">
        {t(onSelectionChange ? 'hint' : 'hintReadOnly')}{' '}
        {t('selectedCount', {
          count,
          formatted: count.toLocaleString(locale),
          total: index.count.toLocaleString(locale),
        })}
      </Text>
      {props.legend && <SeatMapLegend items={props.legend} />}
    </Stack>
  );
}
