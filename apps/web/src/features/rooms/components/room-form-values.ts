import type { RoomKind } from '@encore/shared/rooms/room.schema';

/** What the room form edits; its own file so the form and its area field both import it (no cycle). */
export const addressKeys = [
  'street',
  'complement',
  'postalCode',
  'city',
  'stateProvince',
  'country',
] as const;
export type AddressKey = (typeof addressKeys)[number];

export interface RoomFormValues extends Record<string, unknown> {
  name: string;
  kind: RoomKind;
  address: Record<AddressKey, string>;
  /** Capacity is '' while the input is empty; the schema then says what is wrong. */
  gaAreas: { id: string; name: string; capacity: number | string }[];
}
