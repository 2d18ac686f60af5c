import { z } from 'zod';
import { addressOutputSchema, addressSchema, text3 } from '../common/fields';
import { booleanQuery, listQuerySchema } from '../common/list.schema';
import { messageKeys } from '../validation/message-key';
import { seatMapIdSchema } from './seat-map.schema';

export const roomKinds = ['placed', 'unplaced'] as const;
export type RoomKind = (typeof roomKinds)[number];

/** kindLocked*: changing the kind would orphan seats or areas already priced or sold. */
export const roomMessages = messageKeys('rooms');

/** General-admission (standing) area: the whole of an unplaced room, or beside a placed room's seats. */
export const gaAreaSchema = z.object({
  id: seatMapIdSchema,
  name: text3(100),
  capacity: z
    .number({ error: roomMessages.capacityInvalid })
    .int(roomMessages.capacityInvalid)
    .min(1, roomMessages.capacityInvalid)
    .max(200_000, roomMessages.capacityInvalid),
});
export type GaArea = z.infer<typeof gaAreaSchema>;

const gaAreasSchema = z
  .array(gaAreaSchema)
  .max(100)
  .superRefine((areas, ctx) => {
    const seen = new Set<string>();
    // Pricings map areas by id: two areas sharing one could never be priced apart.
    const ids = new Set<string>();
    areas.forEach((a, i) => {
      const key = a.name.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: [i, 'name'], message: roomMessages.duplicateAreaName });
      seen.add(key);
      if (ids.has(a.id))
        ctx.addIssue({ code: 'custom', path: [i, 'id'], message: roomMessages.duplicateAreaId });
      ids.add(a.id);
    });
  });

export const roomSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(roomKinds),
  address: addressOutputSchema,
  /** General-admission areas: all of an unplaced room; a placed room's standing areas beside its seats. */
  gaAreas: z.array(gaAreaSchema),
  /** Seats of a placed room plus its areas' capacities (only the areas' for an unplaced one). */
  capacity: z.number(),
  /** Whether a background SVG was uploaded (served at /api/rooms/{id}/background.svg). */
  hasBackground: z.boolean(),
  /** Bumped on every seat-map save; a save names the revision it started from (no lost updates). */
  seatMapRevision: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Room = z.infer<typeof roomSchema>;

export const roomCreateSchema = z
  .object({
    name: text3(150),
    kind: z.enum(roomKinds),
    address: addressSchema.optional(),
    gaAreas: gaAreasSchema.default([]),
  })
  .refine((r) => r.kind === 'placed' || r.gaAreas.length > 0, {
    path: ['gaAreas'],
    message: roomMessages.areasRequired,
  });
export type RoomCreateInput = z.input<typeof roomCreateSchema>;

export const roomUpdateSchema = z.object({
  name: text3(150).optional(),
  kind: z.enum(roomKinds).optional(),
  address: addressSchema.optional(),
  gaAreas: gaAreasSchema.optional(),
});
export type RoomUpdateInput = z.input<typeof roomUpdateSchema>;

export const roomSortFields = ['name', 'capacity', 'createdAt'] as const;
export const roomListQuerySchema = listQuerySchema(roomSortFields).extend({
  kind: z.enum(roomKinds).optional(),
  hasSeatMap: booleanQuery,
});
export type RoomListQuery = z.input<typeof roomListQuerySchema>;
