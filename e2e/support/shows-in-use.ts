/**
 * The demo shows each spec sells at the box office. Specs run in parallel, and two sellers after the same
 * best seats of one event race (the second one loses them): a spec that sells picks a show of its own, and
 * a spec that picks shows at run time (the inbox) leaves all of these alone: the demo producer has two published
 * shows on Invitations (Antigone, Le Roi lion des savanes), so at least one of them must stay off this list.
 */
export const showsSoldBySpec = {
  analytics: ['Le Lac des cygnes'],
  badgeContrast: ['Rire en Rivage', 'Nuit de l’improvisation', 'Chansons de Barbara', 'Gala du Nouvel An'],
  boxOfficeHeldSeat: ['Les Étoiles de la glisse'],
  boxOfficeLayout: ['Stand-up XXL'],
  boxOffice: [
    'Le Misanthrope',
    'Cyrano de Bergerac',
    'Ruy Blas',
    'Mademoiselle Julie',
    'La Flûte enchantée',
    'On ne badine pas avec l’amour',
  ],
  doorCamera: ['Les Acrobates du vent', 'Solo pour une ombre', 'Boléro et autres danses'],
  counter: ['Carmen', 'Les Misérables', 'Quatuor Aurore', 'One-woman-show'],
  door: ['Les Fourberies de Scapin', 'Symphonie du Nouveau Monde'],
  leftCart: ['Cirque de Lumière'],
  orders: ['Antigone', 'Huis clos', 'La Cerisaie', 'Petit Poucet'],
  payments: ['Électre Tour', 'Opéra en plein cœur'],
  receipts: ['Rock Confluence'],
  ticketPrint: ['Piano à quatre mains', 'Requiem de Fauré'],
} as const;

export const showsSoldBySpecs: readonly string[] = Object.values(showsSoldBySpec).flat();
