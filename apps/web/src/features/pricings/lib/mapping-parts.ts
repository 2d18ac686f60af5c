/**
 * A placed room's mapping is one record over its seats and its standing areas (`PUT` replaces it whole),
 * but the seats and the areas are edited apart: each saves its own part beside the other's saved part, so
 * saving the seats never drops the pit's category, and the reverse.
 */
export function withPart(
  saved: Record<string, string>,
  part: Record<string, string>,
  inPart: (id: string) => boolean,
): Record<string, string> {
  const kept = Object.fromEntries(Object.entries(saved).filter(([id]) => !inPart(id)));
  return { ...kept, ...part };
}

/** Standing areas mapped per category, so a card tells seats from areas ("5,400 seats · 1 area"). */
export function areasByCategory(seats: Record<string, string>, areaIds: ReadonlySet<string>) {
  const counts = new Map<string, number>();
  for (const [id, categoryId] of Object.entries(seats))
    if (areaIds.has(id)) counts.set(categoryId, (counts.get(categoryId) ?? 0) + 1);
  return counts;
}
