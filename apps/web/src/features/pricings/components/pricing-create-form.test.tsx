import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import commonEn from '@/locales/en/common.json';
import commonFr from '@/locales/fr/common.json';
import pricingsEn from '@/locales/en/pricings.json';
import pricingsFr from '@/locales/fr/pricings.json';
import { stubMantineDom } from '@/test/mantine-dom';
import { inRouter } from '@/test/in-router';
import { PricingCreateForm } from './pricing-create-form';

const say = {
  en: { common: commonEn, pricings: pricingsEn },
  fr: { common: commonFr, pricings: pricingsFr },
} as const;

async function renderIn(lng: 'en' | 'fr') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ data: [], meta: { page: 1, pageSize: 100, total: 0 } })),
  );
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    defaultNS: 'common',
    resources: { en: say.en, fr: say.fr },
  });
  const { router, element } = inRouter(<PricingCreateForm onSubmit={async () => {}} onCancel={() => {}} />);
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider>{element}</MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

beforeAll(() => stubMantineDom());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the new pricing form', () => {
  it.each(['en', 'fr'] as const)('asks before a typed name is lost (%s)', async (lng) => {
    const router = await renderIn(lng);
    fireEvent.change(screen.getByRole('textbox', { name: say[lng].pricings.fields.name }), {
      target: { value: 'Saison 2031' },
    });
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText(say[lng].common.unsaved.formBody)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: say[lng].common.unsaved.leave }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });

  it('lets an untouched form go without asking', async () => {
    const router = await renderIn('en');
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
    expect(screen.queryByText(commonEn.unsaved.formBody)).toBeNull();
  });
});
