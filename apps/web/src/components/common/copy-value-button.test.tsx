import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import commonEn from '@/locales/en/common.json';
import commonFr from '@/locales/fr/common.json';
import { stubMantineDom } from '@/test/mantine-dom';
import { COPY_FEEDBACK_MS, CopyValueButton } from './copy-value-button';

async function renderIn(lng: 'en' | 'fr') {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    defaultNS: 'common',
    resources: { en: { common: commonEn }, fr: { common: commonFr } },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <CopyValueButton value="42801234500019" />
      </MantineProvider>
    </I18nextProvider>,
  );
}

beforeAll(() => stubMantineDom());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the copy button', () => {
  it.each([
    ['en', 'Copy 42801234500019', 'Copied'],
    ['fr', 'Copier 42801234500019', 'Copié'],
  ] as const)('copies the value and says so for 1500 ms (%s)', async (lng, name, done) => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderIn(lng);
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name }));
    expect(writeText).toHaveBeenCalledWith('42801234500019');
    await act(async () => {});
    expect(screen.getByRole('button', { name: done })).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(COPY_FEEDBACK_MS - 50));
    expect(screen.getByRole('button', { name: done })).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(100));
    expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(COPY_FEEDBACK_MS).toBe(1500);
  });
});
