import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import catalogueEn from '@/locales/en/catalogue.json';
import catalogueFr from '@/locales/fr/catalogue.json';
import commonEn from '@/locales/en/common.json';
import commonFr from '@/locales/fr/common.json';
import errorsEn from '@/locales/en/errors.json';
import errorsFr from '@/locales/fr/errors.json';
import { stubMantineDom } from '@/test/mantine-dom';
import { PagedTableSection, usePaging } from './paged-table-section';

const i18n = createInstance();
beforeAll(async () => {
  stubMantineDom();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    defaultNS: 'journal',
    interpolation: { escapeValue: false },
    resources: {
      en: { catalogue: catalogueEn, common: commonEn, errors: errorsEn },
      fr: { catalogue: catalogueFr, common: commonFr, errors: errorsFr },
    },
  });
});
afterEach(cleanup);

const all = Array.from({ length: 30 }, (_, i) => ({ sequence: 30 - i }));

/** 30 entries served a page at a time, or a read that failed. */
function Entries({ failed = false }: { failed?: boolean }) {
  const paging = usePaging(25);
  const from = (paging.page - 1) * paging.pageSize;
  const data = { data: all.slice(from, from + paging.pageSize), meta: { total: all.length } };
  return (
    <PagedTableSection
      titleId="entries-title"
      title="Entries"
      aside={<button type="button">Filter</button>}
      paging={paging}
      query={failed ? { isFetching: false, isError: true } : { data, isFetching: false, isError: false }}
      empty="No entries"
      columns={[{ accessor: 'sequence', title: 'No.' }]}
    >
      <p>What they are</p>
    </PagedTableSection>
  );
}

const show = async (language: string, failed = false) => {
  await i18n.changeLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <Entries failed={failed} />
      </MantineProvider>
    </I18nextProvider>,
  );
};

describe('a journal section paged by the server', () => {
  it('is a section named by its heading, with its filter and text, and pages on (English)', async () => {
    await show('en');
    // The section, and the table's scrolling region the keyboard focuses (a table wider than a phone).
    const [section, scroller] = screen.getAllByRole('region', { name: 'Entries' });
    expect(section!.tagName).toBe('SECTION');
    expect(scroller!.tabIndex).toBe(0);
    expect(screen.getByRole('heading', { level: 2, name: 'Entries' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filter' })).toBeTruthy();
    expect(screen.getByText('What they are')).toBeTruthy();
    expect(screen.getByText('1–25 of 30')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: commonEn.pagination.page.replace('{{page}}', '2') }));
    expect(await screen.findByText('26–30 of 30')).toBeTruthy();
    // The header row and the page's 5 entries.
    expect(screen.getByRole('table', { name: 'Entries' }).querySelectorAll('tr')).toHaveLength(6);
  });

  it('says the read failed rather than that there is nothing (French)', async () => {
    await show('fr', true);
    expect(screen.getByText(errorsFr.fetchFailed)).toBeTruthy();
    expect(screen.queryByText('No entries')).toBeNull();
  });
});
