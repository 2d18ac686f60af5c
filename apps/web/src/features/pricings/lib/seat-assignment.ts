/**
 * The seat-to-category mapping being edited, one cell per seat of the SeatMapIndex: 0 is unassigned,
 * k > 0 is the category in slot k - 1. Slots are given to category ids once and never move, so reordering
 * or renaming categories never touches the array; assigning 5,000 seats is one loop over bytes, and the
 * colour function reads a cell per seat. No per-seat object, no per-seat React state.
 */
export class SeatAssignment {
  readonly cells: Uint16Array;
  private readonly slots: string[] = [];
  private readonly slotOf = new Map<string, number>();

  constructor(readonly count: number) {
    this.cells = new Uint16Array(count);
  }

  /** The 1-based slot of a category, created on first use. */
  slot(categoryId: string): number {
    let slot = this.slotOf.get(categoryId);
    if (slot === undefined) {
      this.slots.push(categoryId);
      slot = this.slots.length;
      this.slotOf.set(categoryId, slot);
    }
    return slot;
  }

  /** Every category id given a slot so far (deleted ones included until forgotten). */
  knownCategories(): readonly string[] {
    return this.slots;
  }

  categoryAt(seat: number): string | null {
    const cell = this.cells[seat] ?? 0;
    return cell ? this.slots[cell - 1]! : null;
  }

  /** Gives every selected seat (selection[i] === 1) the category, or clears it (null). Returns the count. */
  assign(selection: Uint8Array, categoryId: string | null): number {
    const value = categoryId === null ? 0 : this.slot(categoryId);
    let changed = 0;
    for (let i = 0; i < selection.length; i++)
      if (selection[i] && this.cells[i] !== value) {
        this.cells[i] = value;
        changed++;
      }
    return changed;
  }

  /** Unassigns the seats of a category that no longer exists. */
  forget(categoryId: string) {
    const slot = this.slotOf.get(categoryId);
    if (slot === undefined) return;
    for (let i = 0; i < this.cells.length; i++) if (this.cells[i] === slot) this.cells[i] = 0;
  }

  /** Seats per category id, and the unassigned ones. */
  counts(): { byCategory: Map<string, number>; unassigned: number } {
    const perSlot = new Uint32Array(this.slots.length + 1);
    for (let i = 0; i < this.cells.length; i++) perSlot[this.cells[i]!]!++;
    const byCategory = new Map(this.slots.map((id, k) => [id, perSlot[k + 1]!]));
    return { byCategory, unassigned: perSlot[0]! };
  }

  /** Loads `{ seatId: categoryId }` (ids resolved by `indexOf`; unknown seats are skipped). */
  load(seats: Record<string, string>, indexOf: (id: string) => number) {
    this.cells.fill(0);
    for (const [seatId, categoryId] of Object.entries(seats)) {
      const i = indexOf(seatId);
      if (i >= 0 && i < this.count) this.cells[i] = this.slot(categoryId);
    }
  }

  /** The body of `PUT /pricings/:id/seat-categories`: assigned seats only. */
  toRecord(ids: readonly string[]): Record<string, string> {
    const seats: Record<string, string> = {};
    for (let i = 0; i < this.cells.length; i++) {
      const cell = this.cells[i]!;
      if (cell) seats[ids[i]!] = this.slots[cell - 1]!;
    }
    return seats;
  }
}

/** A colour per cell value (index 0 = unassigned), for the viewer's seatColour function. */
export function slotColours(
  assignment: SeatAssignment,
  categories: { id: string; defaultColour: string }[],
  unassigned: string,
): string[] {
  const colours = [unassigned];
  for (const c of categories) colours[assignment.slot(c.id)] = c.defaultColour;
  // Slots of categories deleted meanwhile (their seats are forgotten) still need an entry.
  for (let k = 1; k < colours.length; k++) colours[k] ??= unassigned;
  return colours;
}
