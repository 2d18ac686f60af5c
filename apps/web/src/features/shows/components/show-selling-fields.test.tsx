import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { useForm } from '@mantine/form';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import showsEn from '@/locales/en/shows.json';
import showsFr from '@/locales/fr/shows.json';
import { stubMantineDom } from '@/test/mantine-dom';
import { emptyShowValues, type ShowFormValues } from '../lib/show-values';
import { ShowSellingFields } from './show-selling-fields';

const say = { en: showsEn, fr: showsFr } as const;
const channel = { id: 'c0000000-0000-4000-8000-000000000001', name: 'Guichet' };

function Fields() {
  const form = useForm<ShowFormValues>({
    initialValues: { ...emptyShowValues(), salesChannelIds: [channel.id] },
  });
  return <ShowSellingFields form={form} />;
}

/** The form's selling fields, GET /sales-channels answering `channels` (a status) or one channel. */
async function renderIn(lng: 'en' | 'fr', channels: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const list = (data: unknown[]) => Response.json({ data, meta: { page: 1, pageSize: 100, total: 0 } });
      if (!String(input).includes('/sales-channels')) return list([]);
      return channels === 200 ? list([channel]) : Response.json({}, { status: channels });
    }),
  );
  const i18n = createInstance();
  await i18n
    .use(initReactI18next)
    .init({ lng, defaultNS: 'shows', resources: { [lng]: { shows: say[lng] } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MantineProvider>
          <Fields />
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

beforeAll(() => stubMantineDom());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the show form's sales channels", () => {
  it.each([
    ['en', 'Failed to load sales channels'],
    ['fr', 'Échec du chargement des canaux de vente'],
  ] as const)(
    "say the spec's 'Failed to load sales channels' when they fail to load (%s)",
    async (lng, text) => {
      await renderIn(lng, 500);
      expect(await screen.findByText(text)).toBeTruthy();
    },
  );

  it("say nothing of the kind when they load: the show's channel is named", async () => {
    await renderIn('en', 200);
    expect(await screen.findAllByText(channel.name)).not.toHaveLength(0);
    expect(screen.queryByText('Failed to load sales channels')).toBeNull();
  });
});
