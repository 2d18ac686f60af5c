import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Drawer, MantineProvider, Modal, Notification, Pagination } from '@mantine/core';
import { createInstance } from 'i18next';
import commonEn from '@/locales/en/common.json';
import commonFr from '@/locales/fr/common.json';
import { stubMantineDom } from '@/test/mantine-dom';
import { localizedTheme } from './localized-theme';
import { theme } from './theme';

async function renderIn(lng: 'en' | 'fr') {
  const i18n = createInstance();
  await i18n.init({
    lng,
    defaultNS: 'common',
    resources: { en: { common: commonEn }, fr: { common: commonFr } },
  });
  render(
    <MantineProvider theme={localizedTheme(theme, i18n.t)}>
      <Pagination total={3} value={2} onChange={() => {}} withEdges />
      <Modal opened onClose={() => {}} title="Dialog" transitionProps={{ duration: 0 }}>
        {null}
      </Modal>
      <Drawer opened onClose={() => {}} title="Panel" transitionProps={{ duration: 0 }}>
        {null}
      </Drawer>
      <Notification onClose={() => {}}>Saved</Notification>
    </MantineProvider>,
  );
}

beforeAll(() => stubMantineDom());
afterEach(() => cleanup());

describe('names Mantine leaves out, in the interface language', () => {
  it.each([
    ['fr', 'Fermer', 'Page suivante', 'Première page', 'Page 3'],
    ['en', 'Close', 'Next page', 'First page', 'Page 3'],
  ] as const)('%s: dialog and drawer close, pagination controls', async (lng, close, next, first, page) => {
    await renderIn(lng);
    // One close button for the dialog, one for the drawer, one for the toast.
    expect(screen.getAllByRole('button', { name: close })).toHaveLength(3);
    expect(screen.getByRole('button', { name: next })).toBeTruthy();
    expect(screen.getByRole('button', { name: first })).toBeTruthy();
    expect(screen.getByRole('button', { name: page })).toBeTruthy();
  });
});
