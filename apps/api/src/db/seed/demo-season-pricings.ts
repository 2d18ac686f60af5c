import { eq } from 'drizzle-orm';
import type { Executor } from '../client';
import { priceLevels, pricingCategories, pricings, type rooms } from '../schema';

type RoomRow = typeof rooms.$inferSelect;

/** Category colours (default, active), readable with white text in light and dark schemes. */
const palette = [
  ['#c2255c', '#a61e4d'],
  ['#1c7ed6', '#1864ab'],
  ['#2f9e44', '#2b8a3e'],
  ['#e8590c', '#d9480f'],
] as const;

/** Tariffs of every category, as a share of the category's full price, with a quota per event or none. */
const tariffs = [
  { name: 'Plein tarif', share: 1, quota: null, description: null },
  { name: 'Réduit', share: 0.8, quota: null, description: 'Étudiants, demandeurs d’emploi, plus de 65 ans' },
  { name: '-26 ans', share: 0.6, quota: 40, description: 'Sur présentation d’un justificatif' },
] as const;

const roundTo50 = (cents: number) => Math.round(cents / 50) * 50;

/**
 * Zones of a room to price: each area of a placed room (grouped into four categories when the room has
 * more areas, as arenas sell "Carré or" and numbered categories rather than one price per block), or each
 * general-admission area of an unplaced room. Returns category names and, per zone id, its category.
 */
function zonesOf(room: RoomRow) {
  if (room.kind !== 'placed') {
    const names = room.gaAreas.map((a) => a.name);
    return { names, seatsOf: () => room.gaAreas.map((a, i) => [a.id, i] as const) };
  }
  const map = JSON.parse(room.seatMapJson ?? '{"areas":[],"rows":[],"seats":[]}') as {
    areas: { id: string; name: string }[];
    rows: { id: string; areaId: string }[];
    seats: { id: string; rowId: string }[];
  };
  const grouped = map.areas.length > 4;
  const seatNames = grouped
    ? ['Carré or', 'Catégorie 1', 'Catégorie 2', 'Catégorie 3']
    : map.areas.map((a) => a.name);
  // Standing areas beside the seats (the arena's pit) get a category each, after the seated ones.
  const names = [...seatNames, ...room.gaAreas.map((a) => a.name)];
  const categoryOfArea = new Map(
    map.areas.map((a, i) => [a.id, grouped ? Math.floor((i * 4) / map.areas.length) : i]),
  );
  const areaOfRow = new Map(map.rows.map((r) => [r.id, r.areaId]));
  return {
    names,
    seatsOf: () => [
      ...map.seats.map((s) => [s.id, categoryOfArea.get(areaOfRow.get(s.rowId)!) ?? 0] as const),
      ...room.gaAreas.map((a, i) => [a.id, seatNames.length + i] as const),
    ],
  };
}

/**
 * One pricing per room whose categories cover all its seats, three tariffs per category. `topPriceCents`
 * is the first category's full price; each next category costs about 20 % less.
 */
export async function seedRoomPricing(
  tx: Executor,
  room: RoomRow,
  topPriceCents: number,
  taxClassId: string,
): Promise<string> {
  const zones = zonesOf(room);
  const [pricing] = await tx
    .insert(pricings)
    .values({ name: `Saison 2026-2027 · ${room.name}`, roomId: room.id })
    .returning();
  const seats = zones.seatsOf();
  const categories = await tx
    .insert(pricingCategories)
    .values(
      zones.names.map((name, rank) => ({
        pricingId: pricing!.id,
        name,
        rank,
        defaultColour: palette[rank % palette.length]![0],
        activeColour: palette[rank % palette.length]![1],
        textColour: '#ffffff',
        seatCount: seats.filter(([, c]) => c === rank).length,
      })),
    )
    .returning();
  const grouped: Record<string, string[]> = {};
  for (const [seatId, rank] of seats) (grouped[categories[rank]!.id] ??= []).push(seatId);
  await tx
    .update(pricings)
    .set({ seatCategoriesJson: JSON.stringify(grouped) })
    .where(eq(pricings.id, pricing!.id));
  await tx.insert(priceLevels).values(
    categories.flatMap((category, c) =>
      tariffs.map((tariff, t) => ({
        pricingId: pricing!.id,
        categoryId: category.id,
        name: tariff.name,
        description: tariff.description,
        taxClassId,
        priceCents: roundTo50(topPriceCents * 0.8 ** c * tariff.share),
        quota: tariff.quota,
        rank: c * tariffs.length + t,
      })),
    ),
  );
  return pricing!.id;
}
