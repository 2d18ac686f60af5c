import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import commonEn from '@/locales/en/common.json';
import commonFr from '@/locales/fr/common.json';
import { stubMantineDom } from '@/test/mantine-dom';
import { TimeField } from './time-field';

async function renderIn(lng: 'en' | 'fr', label: string, onChange: (value: string) => void) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    defaultNS: 'common',
    resources: { en: { common: commonEn }, fr: { common: commonFr } },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <TimeField label={label} value="" onChange={onChange} />
      </MantineProvider>
    </I18nextProvider>,
  );
}

const type = (input: HTMLElement, key: string) => fireEvent.keyDown(input, { key, code: `Key${key}` });

beforeAll(() => stubMantineDom());
afterEach(cleanup);

// Whatever the browser's own locale (jsdom's is en-US), the clock is the interface language's.
describe('a time field', () => {
  it('counts 24 hours in French: 20 h 30 is typed as such, with no AM/PM part', async () => {
    const onChange = vi.fn();
    await renderIn('fr', 'Heure', onChange);
    const hours = screen.getByRole('spinbutton', { name: 'Heure : heures' });
    expect(hours.getAttribute('aria-valuemax')).toBe('23');
    fireEvent.change(hours, { target: { value: '20' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Heure : minutes' }), {
      target: { value: '30' },
    });
    expect(onChange).toHaveBeenLastCalledWith('20:30');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('group', { name: 'Heure' })).toBeTruthy();
  });

  it('counts 12 hours and AM/PM in English: 8:30 PM is 20:30', async () => {
    const onChange = vi.fn();
    await renderIn('en', 'Time', onChange);
    const hours = screen.getByRole('spinbutton', { name: 'Time: hours' });
    expect(hours.getAttribute('aria-valuemax')).toBe('12');
    fireEvent.change(hours, { target: { value: '8' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Time: minutes' }), { target: { value: '30' } });
    type(screen.getByRole('combobox', { name: 'Time: AM or PM' }), 'P');
    expect(onChange).toHaveBeenLastCalledWith('20:30');
  });
});
