import { z } from 'zod';
import { messageKeys } from '../validation/message-key';

/**
 * The seat data of a placed room (product.md "Catalogue"), one schema for the API, the builder, the viewer,
 * the pricing editor and the box office.
 *
 * Flat lists that reference each other (seat -> row -> area) rather than nesting: a seat with an unknown
 * row, or a row with an unknown area, is a "seat outside any area" and is refused with a precise path;
 * rows and columns are found without walking a tree; 100,000 seats stay a compact JSON (about 6 MB).
 * Coordinates are plan units (the background SVG's user units), y pointing down, seat centre.
 */

export const seatMapVersion = 1 as const;
export const seatMapLimits = {
  maxSeats: 150_000,
  maxAreas: 500,
  maxRows: 20_000,
  maxCoordinate: 100_000,
} as const;

export const seatMapMessages = messageKeys('seatMap');

/** Stable ids survive moves and renumbering, so prices and sales keep pointing at the same seat. */
export const seatMapIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, seatMapMessages.invalidId);

export const hexColourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, seatMapMessages.invalidColour);

const coordinate = z.number().finite().min(-seatMapLimits.maxCoordinate).max(seatMapLimits.maxCoordinate);

export const seatFlags = ['wheelchair', 'companion', 'restrictedView', 'folding'] as const;
export type SeatFlag = (typeof seatFlags)[number];

export const seatMapAreaSchema = z.object({
  id: seatMapIdSchema,
  name: z.string().trim().min(1).max(100),
  colour: hexColourSchema,
});
export type SeatMapArea = z.infer<typeof seatMapAreaSchema>;

export const seatMapRowSchema = z.object({
  id: seatMapIdSchema,
  areaId: seatMapIdSchema,
  label: z.string().trim().min(1).max(10),
});
export type SeatMapRow = z.infer<typeof seatMapRowSchema>;

export const seatSchema = z.object({
  id: seatMapIdSchema,
  rowId: seatMapIdSchema,
  /** The seat's number as printed on the ticket ("12", "12bis"). */
  label: z.string().trim().min(1).max(10),
  x: coordinate,
  y: coordinate,
  /** Degrees clockwise; 0 faces the stage at the top of the plan. */
  rotation: z.number().finite().min(-360).max(360).optional(),
  flags: z.array(z.enum(seatFlags)).max(seatFlags.length).optional(),
});
export type Seat = z.infer<typeof seatSchema>;

/** Where the background SVG sits on the plan, in plan units. */
export const seatMapBackgroundSchema = z.object({
  x: coordinate,
  y: coordinate,
  width: z
    .number()
    .finite()
    .positive()
    .max(seatMapLimits.maxCoordinate * 2),
  height: z
    .number()
    .finite()
    .positive()
    .max(seatMapLimits.maxCoordinate * 2),
});
export type SeatMapBackground = z.infer<typeof seatMapBackgroundSchema>;

const seatMapShape = z.object({
  version: z.literal(seatMapVersion),
  /** Seat radius in plan units; seats are drawn as circles of this radius. */
  seatRadius: z.number().finite().positive().max(1000).default(8),
  background: seatMapBackgroundSchema.nullable().default(null),
  areas: z.array(seatMapAreaSchema).max(seatMapLimits.maxAreas),
  rows: z.array(seatMapRowSchema).max(seatMapLimits.maxRows),
  seats: z.array(seatSchema).max(seatMapLimits.maxSeats),
});

/** Cross-references: unique ids, every row in a known area, every seat in a known row, unique labels. */
export const seatMapSchema = seatMapShape.superRefine((map, ctx) => {
  const ids = new Set<string>();
  const checkId = (id: string, path: (string | number)[]) => {
    if (ids.has(id)) ctx.addIssue({ code: 'custom', path, message: seatMapMessages.duplicateId });
    ids.add(id);
  };
  const areaIds = new Set<string>();
  map.areas.forEach((a, i) => {
    checkId(a.id, ['areas', i, 'id']);
    areaIds.add(a.id);
  });
  const rowIds = new Set<string>();
  const rowLabels = new Set<string>();
  map.rows.forEach((r, i) => {
    checkId(r.id, ['rows', i, 'id']);
    rowIds.add(r.id);
    if (!areaIds.has(r.areaId))
      ctx.addIssue({ code: 'custom', path: ['rows', i, 'areaId'], message: seatMapMessages.unknownArea });
    const key = `${r.areaId}\u0000${r.label}`;
    if (rowLabels.has(key))
      ctx.addIssue({
        code: 'custom',
        path: ['rows', i, 'label'],
        message: seatMapMessages.duplicateRowLabel,
      });
    rowLabels.add(key);
  });
  const seatLabels = new Set<string>();
  map.seats.forEach((s, i) => {
    checkId(s.id, ['seats', i, 'id']);
    if (!rowIds.has(s.rowId))
      ctx.addIssue({ code: 'custom', path: ['seats', i, 'rowId'], message: seatMapMessages.unknownRow });
    const key = `${s.rowId}\u0000${s.label}`;
    if (seatLabels.has(key))
      ctx.addIssue({
        code: 'custom',
        path: ['seats', i, 'label'],
        message: seatMapMessages.duplicateSeatLabel,
      });
    seatLabels.add(key);
  });
});
export type SeatMap = z.output<typeof seatMapSchema>;
export type SeatMapInput = z.input<typeof seatMapSchema>;

export const emptySeatMap = (): SeatMap => ({
  version: seatMapVersion,
  seatRadius: 8,
  background: null,
  areas: [],
  rows: [],
  seats: [],
});

/** Area colours offered by the builder, readable on light and dark backgrounds. */
export const areaPalette = [
  '#1c7ed6',
  '#e8590c',
  '#2f9e44',
  '#ae3ec9',
  '#f08c00',
  '#0c8599',
  '#e03131',
  '#5f3dc4',
] as const;
