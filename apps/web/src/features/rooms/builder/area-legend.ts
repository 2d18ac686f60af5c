import type { SeatMap } from '@encore/shared/rooms/seat-map.schema';

/** The legend under a plan: one swatch per area, with its name. */
export const areaLegend = (map: SeatMap) => map.areas.map((a) => ({ label: a.name, colour: a.colour }));
