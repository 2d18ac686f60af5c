/** A small seeded random generator (mulberry32): the demo orders are the same on every empty database. */
export function randomOf(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}
export type Random = ReturnType<typeof randomOf>;

const firstNames = [
  'Camille',
  'Louis',
  'Chloé',
  'Gabriel',
  'Inès',
  'Raphaël',
  'Manon',
  'Arthur',
  'Léna',
  'Jules',
  'Emma',
  'Nathan',
  'Sarah',
  'Hugo',
  'Alice',
  'Tom',
  'Juliette',
  'Lucas',
  'Zoé',
  'Adam',
  'Margaux',
  'Éloïse',
  'Mathis',
  'Anaïs',
  'Noé',
  'Clémence',
  'Yanis',
  'Agathe',
  'Théo',
  'Salomé',
];
const lastNames = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefebvre',
  'Michel',
  'Garcia',
  'David',
  'Bertrand',
  'Roux',
  'Vincent',
  'Fournier',
  'Morel',
  'Girard',
  'André',
  'Mercier',
  'Dupont',
  'Lambert',
  'Bonnet',
  'François',
  'Martinez',
  'Legrand',
];

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** A customer with a French name, an e-mail and/or a phone (at least one, as validation requires). */
export function demoCustomer(random: Random) {
  const first = random.pick(firstNames);
  const last = random.pick(lastNames);
  const reach = random.next();
  const phone = `06 ${String(random.int(10, 99))} ${String(random.int(10, 99))} ${String(random.int(10, 99))} ${String(random.int(10, 99))}`;
  return {
    name: `${first} ${last}`,
    email: reach < 0.85 ? `${ascii(first)}.${ascii(last)}${random.int(1, 99)}@example.org` : null,
    phone: reach > 0.6 || reach >= 0.85 ? phone : null,
  };
}
