/**
 * The demo season's shows per room: title, subtitle, category reference, duration and number of events.
 * Fictitious titles and companies; classics keep their real names.
 */
export interface DemoShow {
  name: string;
  subtitle: string;
  category: string;
  minutes: number;
  events: number;
}

const show = (
  name: string,
  subtitle: string,
  category: string,
  minutes: number,
  events: number,
): DemoShow => ({
  name,
  subtitle,
  category,
  minutes,
  events,
});

export const theatreShows: DemoShow[] = [
  show('Le Misanthrope', 'Molière, mise en scène nouvelle', 'THEA', 130, 7),
  show('Cyrano de Bergerac', 'Edmond Rostand', 'THEA', 165, 8),
  show('La Cerisaie', 'Anton Tchekhov', 'THEA', 140, 6),
  show('Les Fourberies de Scapin', 'Molière pour toute la famille', 'JEUN', 95, 6),
  show('Ruy Blas', 'Victor Hugo', 'THEA', 150, 6),
  show('Le Lac des cygnes', 'Ballet en quatre actes', 'DANS', 135, 5),
  show('Rire en Rivage', 'Plateau d’humoristes', 'HUMO', 100, 5),
  show('On ne badine pas avec l’amour', 'Alfred de Musset', 'THEA', 110, 6),
  show('La Flûte enchantée', 'Mozart, version de chambre', 'OPER', 150, 5),
  show('Petit Poucet', 'Conte musical dès 6 ans', 'JEUN', 60, 7),
  show('Antigone', 'Jean Anouilh', 'THEA', 100, 6),
  show('Les Acrobates du vent', 'Cirque contemporain', 'CIRQ', 90, 6),
  show('Huis clos', 'Jean-Paul Sartre', 'THEA', 90, 6),
  show('Solo pour une ombre', 'Danse contemporaine', 'DANS', 70, 5),
  show('Mademoiselle Julie', 'August Strindberg', 'THEA', 100, 6),
  show('Nuit de l’improvisation', 'Match d’impro', 'HUMO', 120, 6),
];

export const concertHallShows: DemoShow[] = [
  show('Symphonie du Nouveau Monde', 'Orchestre des Tilleuls', 'CONC', 120, 5),
  show('Carmen', 'Opéra en version concert', 'OPER', 170, 5),
  show('Jazz au Parterre', 'Quartet et invités', 'CONC', 110, 5),
  show('Requiem de Fauré', 'Chœur et orchestre', 'CONC', 90, 5),
  show('Les Misérables', 'Comédie musicale', 'COMU', 160, 6),
  show('Piano à quatre mains', 'Récital', 'CONC', 100, 5),
  show('Boléro et autres danses', 'Ballet et orchestre', 'DANS', 105, 5),
  show('Chansons de Barbara', 'Hommage', 'CONC', 100, 5),
  show('Gala du Nouvel An', 'Valses et polkas', 'CONC', 130, 5),
  show('Le Roi lion des savanes', 'Comédie musicale jeune public', 'JEUN', 95, 5),
  show('Quatuor Aurore', 'Beethoven, Schubert', 'CONC', 100, 4),
  show('One-woman-show', 'Humour et chanson', 'HUMO', 95, 5),
];

export const arenaShows: DemoShow[] = [
  show('Électre Tour', 'Pop électronique', 'CONC', 150, 3),
  show('Les Étoiles de la glisse', 'Spectacle sur glace', 'CIRQ', 140, 3),
  show('Rock Confluence', 'Festival rock, deux scènes', 'CONC', 240, 3),
  show('Cirque de Lumière', 'Grand chapiteau', 'CIRQ', 130, 3),
  show('Stand-up XXL', 'Les humoristes de l’année', 'HUMO', 120, 3),
  show('Opéra en plein cœur', 'Airs célèbres, grand orchestre', 'OPER', 150, 3),
];

export const clubShows: DemoShow[] = [
  show('Nuit électro', 'DJ sets', 'CONC', 240, 5),
  show('Slam session', 'Scène ouverte', 'HUMO', 120, 5),
  show('Garage Rock Night', 'Trois groupes', 'CONC', 180, 5),
  show('Cabaret burlesque', 'Revue', 'CIRQ', 120, 5),
  show('Hip-hop Live', 'Rap et beatbox', 'CONC', 150, 5),
  show('Balèti', 'Bal trad', 'DANS', 180, 5),
];
