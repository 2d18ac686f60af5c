import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { buildAbility, defaultRoleRules } from '@encore/shared/auth/permissions';
import en from '@/locales/en/catalogue.json';
import errors from '@/locales/en/errors.json';
import { AbilityProvider } from '@/lib/ability';
import { taxClasses } from '@/features/tax-classes/api/tax-class-queries';
import { TaxClassForm } from '@/features/tax-classes/components/tax-class-form';
import { TaxClassesTable } from '@/features/tax-classes/components/tax-classes-table';
import { stubMantineDom } from '@/test/mantine-dom';
import { inRouter } from '@/test/in-router';
import { modalCrudList } from './modal-crud-list';

const i18n = createInstance();
beforeAll(async () => {
  stubMantineDom();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { catalogue: en, errors } } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TaxClassList = modalCrudList({ queries: taxClasses, Form: TaxClassForm, Table: TaxClassesTable });

describe('the modal-CRUD list (sales channels, tax classes)', () => {
  it('adds a record from the modal form, closes it and refreshes the list', async () => {
    const rows: { id: string; name: string; rateBasisPoints: number; createdAt: string }[] = [];
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${String(url).split('?')[0]}`);
        if (init?.method === 'POST') {
          const body = JSON.parse(String(init.body)) as { name: string; rateBasisPoints: number };
          rows.push({ id: 't1', ...body, createdAt: '2026-01-01' });
          return Response.json({ data: rows[0] }, { status: 201 });
        }
        return Response.json({ data: rows, meta: { page: 1, pageSize: 25, total: rows.length } });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <QueryClientProvider client={client}>
            <AbilityProvider value={buildAbility(defaultRoleRules.ADMIN)}>
              {inRouter(<TaxClassList />).element}
            </AbilityProvider>
          </QueryClientProvider>
        </MantineProvider>
      </I18nextProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
    expect(await screen.findByText('New tax class')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Réduit' } });
    fireEvent.change(screen.getByLabelText(/^Rate/), { target: { value: '5.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toContain('POST /api/tax-classes'));
    expect(rows[0]).toMatchObject({ name: 'Réduit', rateBasisPoints: 550 });
    await waitFor(() => expect(calls.filter((c) => c === 'GET /api/tax-classes')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText('New tax class')).toBeNull());
  });
});
