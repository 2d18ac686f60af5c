/**
 * Background plans of the demo rooms, in the plan units of their seat maps (see demo-rooms-maps.ts).
 * They go through the same sanitiser as an upload when seeded.
 */

const text = (x: number, y: number, size: number, label: string, fill = '#f1e6d0') =>
  `<text x="${x}" y="${y}" font-family="Georgia, serif" font-size="${size}" text-anchor="middle" fill="${fill}">${label}</text>`;

/** Théâtre du Rivage: walls, stage with its apron and curtain, orchestra pit, aisles and exits. */
export const theatreSvg = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1080" width="1000" height="1080">',
  '<defs><linearGradient id="curtain" x1="0" y1="0" x2="0" y2="1">',
  '<stop offset="0" stop-color="#8b1a1a"/><stop offset="1" stop-color="#5c0f0f"/></linearGradient></defs>',
  '<rect width="1000" height="1080" fill="#f7f3ea"/>',
  // Walls: the horseshoe of the house, open towards the stage.
  '<path d="M80 140 L80 900 Q80 1060 240 1060 L760 1060 Q920 1060 920 900 L920 140" fill="none" stroke="#6b5b4b" stroke-width="14"/>',
  '<rect x="200" y="20" width="600" height="100" fill="#7a5230" stroke="#4a3220" stroke-width="4"/>',
  '<rect x="200" y="20" width="600" height="16" fill="url(#curtain)"/>',
  text(500, 82, 34, 'Scène'),
  '<path d="M240 120 Q500 175 760 120" fill="#3b3b3b" opacity="0.25"/>',
  text(500, 146, 14, 'Fosse d’orchestre', '#3b3b3b'),
  '<line x1="500" y1="660" x2="500" y2="700" stroke="#b8a990" stroke-width="6" stroke-dasharray="8 6"/>',
  text(500, 690, 16, 'Corbeille', '#6b5b4b'),
  text(500, 880, 16, 'Balcon', '#6b5b4b'),
  '<rect x="60" y="600" width="40" height="60" fill="#2f9e44"/><rect x="900" y="600" width="40" height="60" fill="#2f9e44"/>',
  text(80, 590, 12, 'Sortie', '#2f9e44'),
  text(920, 590, 12, 'Sortie', '#2f9e44'),
  '</svg>',
].join('');

/** Arena Confluence: the bowl, the standing floor and the stage at its north end. */
export const arenaSvg = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 7000 7000" width="7000" height="7000">',
  '<rect width="7000" height="7000" fill="#f4f6f8"/>',
  '<circle cx="3500" cy="3500" r="3300" fill="#e9ecef" stroke="#495057" stroke-width="30"/>',
  '<circle cx="3500" cy="3500" r="2150" fill="#dee2e6" stroke="#868e96" stroke-width="12"/>',
  '<rect x="2300" y="2700" width="2400" height="1700" rx="60" fill="#c3fae8" stroke="#0c8599" stroke-width="10"/>',
  text(3500, 3650, 140, 'Fosse', '#0c8599'),
  '<rect x="2800" y="2300" width="1400" height="380" fill="#343a40"/>',
  text(3500, 2540, 140, 'Scène'),
  '</svg>',
].join('');
