import { describe, expect, it } from 'vitest';
import { createInstance, type TFunction } from 'i18next';
import boxOfficeEn from '@/locales/en/box-office.json';
import boxOfficeFr from '@/locales/fr/box-office.json';
import errorsEn from '@/locales/en/errors.json';
import errorsFr from '@/locales/fr/errors.json';
import { ApiError } from '@/lib/api-client';
import { saleErrorMessage } from './sale-error';

async function translator(lng: 'en' | 'fr'): Promise<TFunction> {
  const i18n = createInstance();
  await i18n.init({
    lng,
    resources: {
      en: { boxOffice: boxOfficeEn, errors: errorsEn },
      fr: { boxOffice: boxOfficeFr, errors: errorsFr },
    },
  });
  return i18n.t;
}

describe('saleErrorMessage', () => {
  it.each([
    [
      'en',
      'Category not available',
      'Price level not available',
      'An error has occurred',
      'An error occurred',
    ],
    [
      'fr',
      'Catégorie indisponible',
      'Tarif indisponible',
      "Une erreur s'est produite",
      'Une erreur est survenue',
    ],
  ] as const)(
    '%s: the spec’s messages by code, and a code it does not know',
    async (lng, category, priceLevel, server, other) => {
      const t = await translator(lng);
      const refusal = (code: string) => new ApiError(400, code, 'ignored', {});
      expect(saleErrorMessage(t, refusal('E03011'))).toBe(category);
      // Worded as the form's own message for a price level it cannot take ('Tarif indisponible').
      expect(saleErrorMessage(t, refusal('E03006'))).toBe(priceLevel);
      expect(saleErrorMessage(t, refusal('E03002'))).toBe(lng === 'en' ? errorsEn.E03002 : errorsFr.E03002);
      expect(saleErrorMessage(t, refusal('E99999'))).toBe(other);
      // The server's own failure (E00001) keeps the spec's other generic text.
      expect(saleErrorMessage(t, refusal('E00001'))).toBe(server);
    },
  );
});

describe('a refusal because the event is no longer on sale (409 E03007)', () => {
  it.each([
    ['en', 'eventCancelled', 'This event was cancelled: it is no longer on sale.'],
    ['en', 'eventStarted', 'This event has already started: it is no longer on sale.'],
    ['en', 'showArchived', 'This show is archived: its events are no longer on sale.'],
    ['en', 'channelNotOnShow', 'This sales channel no longer sells this show.'],
    ['fr', 'eventCancelled', "Cette représentation a été annulée : elle n'est plus en vente."],
    ['fr', 'eventStarted', "Cette représentation a déjà commencé : elle n'est plus en vente."],
    ['fr', 'showArchived', 'Ce spectacle est archivé : ses représentations ne sont plus en vente.'],
    ['fr', 'channelNotOnShow', 'Ce canal de vente ne vend plus ce spectacle.'],
  ] as const)('%s: says why (%s)', async (lng, reason, text) => {
    const t = await translator(lng);
    const refusal = new ApiError(409, 'E03007', 'This event is not on sale', { reason, eventId: 'e1' });
    expect(saleErrorMessage(t, refusal)).toBe(text);
  });

  it('keeps the code’s text for a reason it does not know', async () => {
    const t = await translator('fr');
    const refusal = new ApiError(409, 'E03007', 'ignored', { reason: 'somethingNew' });
    expect(saleErrorMessage(t, refusal)).toBe("Cette représentation n'est pas en vente");
  });
});

describe('the caps per seller and another seller’s cart, in the seller’s language', () => {
  it.each([
    ['en', 'You have too many open carts', 'You hold too many seats', 'This cart belongs to another seller'],
    [
      'fr',
      'Vous avez trop de paniers ouverts',
      'Vous retenez trop de places',
      'Ce panier appartient à un autre vendeur',
    ],
  ] as const)('%s', async (lng, carts, seats, another) => {
    const t = await translator(lng);
    const refusal = (status: number, code: string) => new ApiError(status, code, 'ignored', { max: 20 });
    expect(saleErrorMessage(t, refusal(409, 'E03012'))).toMatch(new RegExp(`^${carts}`));
    expect(saleErrorMessage(t, refusal(409, 'E03013'))).toMatch(new RegExp(`^${seats}`));
    expect(saleErrorMessage(t, refusal(403, 'E03014'))).toMatch(new RegExp(`^${another}`));
  });
});
