import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { Business } from '@encore/shared/business/business.schema';
import { validationEn } from '@encore/shared/validation/messages-en';
import { validationFr } from '@encore/shared/validation/messages-fr';
import commonEn from '@/locales/en/common.json';
import commonFr from '@/locales/fr/common.json';
import errorsEn from '@/locales/en/errors.json';
import errorsFr from '@/locales/fr/errors.json';
import businessEn from '@/locales/en/business.json';
import catalogueEn from '@/locales/en/catalogue.json';
import catalogueFr from '@/locales/fr/catalogue.json';
import businessFr from '@/locales/fr/business.json';
import { stubMantineDom } from '@/test/mantine-dom';
import { inRouter } from '@/test/in-router';
import { BusinessForm } from './business-form';

beforeAll(() => stubMantineDom());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const empty: Business = {
  legalName: null,
  address: {
    street: null,
    complement: null,
    stateProvince: null,
    postalCode: null,
    country: null,
    city: null,
  },
  siret: null,
  vatNumber: null,
  licenceNumber: null,
  updatedAt: null,
};

const words = {
  en: {
    save: 'Save',
    name: /Legal name/,
    siret: /SIRET/,
    vat: /VAT number/,
    street: /Street/,
    postal: /Postal code/,
    city: /City/,
  },
  fr: {
    save: 'Enregistrer',
    name: /Raison sociale/,
    siret: /SIRET/,
    vat: /Numéro de TVA/,
    street: /Rue/,
    postal: /Code postal/,
    city: /Ville/,
  },
};

async function renderForm(lng: 'en' | 'fr') {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    defaultNS: 'common',
    resources: {
      en: {
        common: commonEn,
        catalogue: catalogueEn,
        errors: errorsEn,
        validation: validationEn,
        business: businessEn,
      },
      fr: {
        common: commonFr,
        catalogue: catalogueFr,
        errors: errorsFr,
        validation: validationFr,
        business: businessFr,
      },
    },
  });
  const { element } = inRouter(<BusinessForm business={empty} />);
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <Notifications />
        <QueryClientProvider client={new QueryClient()}>{element}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

describe('business details form', () => {
  it('says what is wrong in French and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await renderForm('fr');
    type(words.fr.name, 'Théâtre des Lilas');
    type(words.fr.siret, '73282932000075');
    type(words.fr.vat, 'FR45732829320');
    fireEvent.click(screen.getByRole('button', { name: words.fr.save }));
    expect(await screen.findByText('Numéro SIRET invalide')).toBeTruthy();
    expect(screen.getByText('Numéro de TVA invalide')).toBeTruthy();
    expect(screen.getAllByText('Champ obligatoire').length).toBe(3);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the mentions as typed (the API normalises them) and says they are saved', async () => {
    const saved: Business = {
      ...empty,
      legalName: 'Théâtre des Lilas',
      address: { ...empty.address, street: '12 rue des Lilas', postalCode: '75019', city: 'Paris' },
      siret: '73282932000074',
      vatNumber: 'FR44732829320',
      updatedAt: '2026-11-27T10:00:00Z',
    };
    const fetch = vi.fn(async () => Response.json({ data: saved }));
    vi.stubGlobal('fetch', fetch);
    await renderForm('en');
    type(words.en.name, 'Théâtre des Lilas');
    type(words.en.siret, '732 829 320 00074');
    type(words.en.vat, 'fr44 732829320');
    type(words.en.street, '12 rue des Lilas');
    type(words.en.postal, '75019');
    type(words.en.city, 'Paris');
    fireEvent.click(screen.getByRole('button', { name: words.en.save }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/business');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toMatchObject({
      legalName: 'Théâtre des Lilas',
      siret: '732 829 320 00074',
      address: { street: '12 rue des Lilas', postalCode: '75019', city: 'Paris' },
    });
    expect(await screen.findByText('Business details saved')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: words.en.vat }) as HTMLInputElement).value).toBe(
      'FR44732829320',
    );
  });
});
