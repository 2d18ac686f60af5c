import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { ListMeta } from '@encore/shared/common/list.schema';
import en from '@/locales/en/catalogue.json';
import fr from '@/locales/fr/catalogue.json';
import enCommon from '@/locales/en/common.json';
import frCommon from '@/locales/fr/common.json';
import { stubMantineDom } from '@/test/mantine-dom';
import { inRouter } from '@/test/in-router';
import { ResourceTable } from './resource-table';
import { useListParams } from './use-list-params';

const i18n = createInstance();
beforeAll(async () => {
  stubMantineDom();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { catalogue: en, common: enCommon }, fr: { catalogue: fr, common: frCommon } },
  });
});
afterEach(cleanup);

const rows = Array.from({ length: 25 }, (_, i) => ({ id: `o${i}`, name: `Order ${i}` }));

function Orders({ meta }: { meta: ListMeta }) {
  const list = useListParams({ columnAccessor: 'name', direction: 'asc' });
  return (
    <ResourceTable
      list={list}
      query={{ data: { data: rows, meta }, isFetching: false, isError: false }}
      columns={[{ accessor: 'name' }]}
      label="Orders"
    />
  );
}

const show = async (language: string, meta: ListMeta) => {
  await i18n.changeLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>{inRouter(<Orders meta={meta} />).element}</MantineProvider>
    </I18nextProvider>,
  );
};

describe('the server-paged table', () => {
  it('says "more than" a total that is a lower bound, in English and French, and pages past it', async () => {
    await show('en', { page: 1, pageSize: 25, total: 1000, totalIsLowerBound: true });
    expect(await screen.findByText('1–25 of more than 1,000')).toBeTruthy();
    // 40 pages up to the bound, and the 41st that counts on from there.
    expect(
      screen.getByRole('button', { name: enCommon.pagination.page.replace('{{page}}', '41') }),
    ).toBeTruthy();
    cleanup();
    await show('fr', { page: 1, pageSize: 25, total: 1000, totalIsLowerBound: true });
    // French groups thousands with a narrow no-break space, which the matcher reads as a space.
    expect(await screen.findByText('1–25 sur plus de 1 000')).toBeTruthy();
  });

  it('gives an exact total as it is', async () => {
    await show('en', { page: 1, pageSize: 25, total: 1234 });
    expect(await screen.findByText('1–25 of 1,234')).toBeTruthy();
    expect(screen.queryByText(/more than/)).toBeNull();
  });
});
