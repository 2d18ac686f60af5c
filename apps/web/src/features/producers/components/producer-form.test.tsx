import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import catalogueEn from '@/locales/en/catalogue.json';
import { stubMantineDom } from '@/test/mantine-dom';
import { ProducerForm } from './producer-form';

/** An ARTIST's producer record has its name only (a field-level rule): the form shows what it has. */
async function renderWith(record: Parameters<typeof ProducerForm>[0]['record']) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { catalogue: catalogueEn } } });
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <ProducerForm record={record} onSubmit={async () => {}} onCancel={() => {}} readOnly />
      </MantineProvider>
    </I18nextProvider>,
  );
}

beforeAll(() => stubMantineDom());
afterEach(cleanup);

const dates = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };

describe('producer form', () => {
  it('shows a producer read with its public fields only, without empty personal fields', async () => {
    await renderWith({ id: 'p1', name: 'Nuits de Bourgogne', ...dates });
    expect((screen.getByLabelText(/Company name/) as HTMLInputElement).value).toBe('Nuits de Bourgogne');
    expect(screen.queryByLabelText(/SIRET/)).toBeNull();
  });

  it('shows every field of a full record', async () => {
    const address = {
      street: null,
      complement: null,
      postalCode: null,
      city: 'Dijon',
      stateProvince: null,
      country: null,
    };
    await renderWith({
      id: 'p1',
      name: 'N',
      siret: '12345678900010',
      responsibleName: 'Paul',
      responsibleEmail: 'p@x.fr',
      address,
      ...dates,
    } as never);
    expect((screen.getByLabelText(/SIRET/) as HTMLInputElement).value).toBe('12345678900010');
  });
});
