/** Fictitious performers for the demo catalogue: believable names, one-line bios. */
export const demoArtists: {
  firstName: string | null;
  lastName: string | null;
  stageName: string | null;
  bio: string;
}[] = [
  {
    firstName: 'Hugo',
    lastName: 'Moreau',
    stageName: null,
    bio: 'Comédien formé au Conservatoire de Paris, seul en scène depuis 2015.',
  },
  {
    firstName: 'Claire',
    lastName: 'Vasseur',
    stageName: null,
    bio: 'Soprano lyrique, habituée des scènes de Lyon et de Genève.',
  },
  {
    firstName: 'Malik',
    lastName: 'Haddad',
    stageName: 'Malik H.',
    bio: 'Humoriste lillois, trois spectacles et une tournée des Zéniths.',
  },
  {
    firstName: 'Inès',
    lastName: 'Carvalho',
    stageName: null,
    bio: 'Danseuse contemporaine, ancienne soliste du Ballet de Lorraine.',
  },
  {
    firstName: 'Baptiste',
    lastName: 'Lemaire',
    stageName: null,
    bio: 'Pianiste et compositeur, entre jazz et musique de chambre.',
  },
  {
    firstName: 'Aurélie',
    lastName: 'Dufresne',
    stageName: null,
    bio: 'Metteuse en scène et autrice de théâtre jeune public.',
  },
  {
    firstName: 'Samuel',
    lastName: 'Okafor',
    stageName: 'Sam Oka',
    bio: 'Chanteur soul franco-nigérian, deux albums remarqués.',
  },
  {
    firstName: 'Lucie',
    lastName: 'Bertrand',
    stageName: null,
    bio: 'Clown et acrobate, fondatrice de la compagnie Les Funambules.',
  },
  {
    firstName: 'Nicolas',
    lastName: 'Ferrand',
    stageName: null,
    bio: 'Baryton, spécialiste du répertoire baroque français.',
  },
  {
    firstName: 'Emma',
    lastName: 'Lindqvist',
    stageName: null,
    bio: 'Violoniste suédoise installée à Paris, chambriste recherchée.',
  },
  {
    firstName: 'Karim',
    lastName: 'Benhamou',
    stageName: null,
    bio: 'Comédien et auteur, prix du public au Festival Off d’Avignon.',
  },
  {
    firstName: 'Chloé',
    lastName: 'Marchetti',
    stageName: 'Chloé M',
    bio: 'Autrice-compositrice pop, révélation des Francofolies.',
  },
  {
    firstName: 'Pierre',
    lastName: 'Gauthier',
    stageName: null,
    bio: 'Magicien mentaliste, spectacles intimistes et interactifs.',
  },
  {
    firstName: 'Zoé',
    lastName: 'Lambert',
    stageName: null,
    bio: 'Chorégraphe hip-hop, lauréate des Rencontres de la Villette.',
  },
  {
    firstName: 'Antonio',
    lastName: 'Ricci',
    stageName: null,
    bio: 'Ténor italien, invité régulier des maisons d’opéra européennes.',
  },
  {
    firstName: 'Manon',
    lastName: 'Girard',
    stageName: null,
    bio: 'Comédienne de théâtre classique, Molière de la révélation.',
  },
  {
    firstName: null,
    lastName: null,
    stageName: 'Les Frères Pantin',
    bio: 'Duo burlesque muet, tournées internationales depuis dix ans.',
  },
  {
    firstName: 'Yasmine',
    lastName: 'Toure',
    stageName: null,
    bio: 'Conteuse et musicienne, spectacles pour les 3 à 8 ans.',
  },
  {
    firstName: 'Olivier',
    lastName: 'Renard',
    stageName: null,
    bio: 'Chef d’orchestre, directeur musical de l’Ensemble Aurore.',
  },
  {
    firstName: 'Sarah',
    lastName: 'Cohen',
    stageName: null,
    bio: 'Humoriste et chroniqueuse radio, seule en scène remarqué.',
  },
  {
    firstName: 'Julia',
    lastName: 'Novak',
    stageName: null,
    bio: 'Trapéziste tchèque, numéro primé au Festival de Monte-Carlo.',
  },
  {
    firstName: 'Thomas',
    lastName: 'Blanchard',
    stageName: null,
    bio: 'Interprète de comédie musicale, rôles-titres à Mogador.',
  },
  {
    firstName: 'Aïcha',
    lastName: 'Diallo',
    stageName: null,
    bio: 'Chanteuse et percussionniste, musiques mandingues et jazz.',
  },
  {
    firstName: 'Gabriel',
    lastName: 'Fontaine',
    stageName: null,
    bio: 'Violoncelliste, membre fondateur du Quatuor Hélios.',
  },
  {
    firstName: 'Camille',
    lastName: 'Noël',
    stageName: null,
    bio: 'Danseuse étoile invitée, classique et néoclassique.',
  },
  {
    firstName: 'Liam',
    lastName: 'O’Connor',
    stageName: null,
    bio: 'Stand-up irlandais bilingue, tournée Europe 2026.',
  },
  {
    firstName: null,
    lastName: null,
    stageName: 'Cie Vent d’Ouest',
    bio: 'Compagnie de théâtre de rue, créations en plein air.',
  },
  {
    firstName: 'Élodie',
    lastName: 'Marchal',
    stageName: null,
    bio: 'Mezzo-soprano, Carmen remarquée à l’Opéra de Bordeaux.',
  },
  {
    firstName: 'Raphaël',
    lastName: 'Simon',
    stageName: 'Raph',
    bio: 'Rappeur et slameur, ateliers d’écriture avec les lycéens.',
  },
  {
    firstName: 'Nora',
    lastName: 'Petit',
    stageName: null,
    bio: 'Marionnettiste, spectacles d’objets pour la petite enfance.',
  },
];
