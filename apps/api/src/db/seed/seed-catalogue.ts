import { eq } from 'drizzle-orm';
import { artistDisplayName } from '@encore/shared/catalogue/artist.schema';
import { siretCheckDigit } from '@encore/shared/common/siret';
import type { Database } from '../client';
import { artists, producers, salesChannels, showCategories, users } from '../schema';
import { demoArtists } from './demo-artists';

const categories = [
  ['Théâtre', 'THEA'],
  ['Concert', 'CONC'],
  ['Humour', 'HUMO'],
  ['Danse', 'DANS'],
  ['Opéra', 'OPER'],
  ['Jeune public', 'JEUN'],
  ['Cirque', 'CIRQ'],
  ['Comédie musicale', 'COMU'],
] as const;

// SIRETs are fictitious: 13 chosen digits plus the Luhn key computed here, so they pass validation.
const demoProducers = [
  {
    name: 'Les Tréteaux de Lune',
    siret: '8412035670001',
    responsibleName: 'Julien Garnier',
    responsibleEmail: 'julien.garnier@treteaux-lune.example',
    street: '12 rue des Écoles',
    postalCode: '75005',
    city: 'Paris',
  },
  {
    name: 'Scène Rhône Productions',
    siret: '7923108450002',
    responsibleName: 'Mathilde Perrin',
    responsibleEmail: 'm.perrin@scene-rhone.example',
    street: '4 quai Saint-Antoine',
    postalCode: '69002',
    city: 'Lyon',
  },
  {
    name: 'Atlantique Spectacles',
    siret: '5306719280003',
    responsibleName: 'Yann Le Goff',
    responsibleEmail: 'yann.legoff@atlantique-spectacles.example',
    street: '27 cours des 50 Otages',
    postalCode: '44000',
    city: 'Nantes',
  },
  {
    name: 'Mistral Live',
    siret: '8890142360001',
    responsibleName: 'Sofia Benali',
    responsibleEmail: 'sofia@mistral-live.example',
    street: '8 rue Paradis',
    postalCode: '13001',
    city: 'Marseille',
  },
  {
    name: 'Grand Est Tournées',
    siret: '4521876930004',
    responsibleName: 'Thomas Keller',
    responsibleEmail: 't.keller@ge-tournees.example',
    street: '3 place Kléber',
    postalCode: '67000',
    city: 'Strasbourg',
  },
];

const channels = [
  { name: 'Box office', code: 'BOX_OFFICE', feeCents: 0, needsApproval: false },
  { name: 'Website', code: 'WEB', feeCents: 150, needsApproval: false },
  { name: 'Phone', code: 'PHONE', feeCents: 100, needsApproval: false },
  { name: 'Partners', code: 'PARTNERS', feeCents: 50, needsApproval: false },
  { name: 'Invitations', code: 'INVITATIONS', feeCents: 0, needsApproval: true },
];

async function isCatalogueEmpty(db: Database): Promise<boolean> {
  for (const table of [artists, producers, showCategories, salesChannels]) {
    if ((await db.$count(table)) > 0) return false;
  }
  return true;
}

/**
 * Demo catalogue (artists, categories, producers, channels), only on an empty catalogue. Links the demo
 * PRODUCER and ARTIST accounts to a record so their "own" screens show something.
 */
export async function seedDemoCatalogue(db: Database): Promise<boolean> {
  if (!(await isCatalogueEmpty(db))) return false;
  await db.transaction(async (tx) => {
    await tx.insert(showCategories).values(categories.map(([label, reference]) => ({ label, reference })));
    await tx.insert(salesChannels).values(channels);
    const insertedProducers = await tx
      .insert(producers)
      .values(
        demoProducers.map((p) => ({ ...p, siret: p.siret + siretCheckDigit(p.siret), country: 'France' })),
      )
      .returning({ id: producers.id });
    const insertedArtists = await tx
      .insert(artists)
      .values(demoArtists.map((a) => ({ ...a, name: artistDisplayName(a) })))
      .returning({ id: artists.id });
    await tx
      .update(users)
      .set({ producerId: insertedProducers[0]!.id })
      .where(eq(users.email, 'producer@encore.test'));
    await tx
      .update(users)
      .set({ artistId: insertedArtists[0]!.id })
      .where(eq(users.email, 'artist@encore.test'));
  });
  return true;
}
