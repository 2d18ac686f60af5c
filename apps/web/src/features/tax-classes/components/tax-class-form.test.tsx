import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { validationEn } from '@encore/shared/validation/messages-en';
import { validationFr } from '@encore/shared/validation/messages-fr';
import catalogueEn from '@/locales/en/catalogue.json';
import catalogueFr from '@/locales/fr/catalogue.json';
import { stubMantineDom } from '@/test/mantine-dom';
import { TaxClassForm } from './tax-class-form';

async function i18nIn(lng: 'en' | 'fr'): Promise<I18n> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    resources: {
      en: { catalogue: catalogueEn, validation: validationEn },
      fr: { catalogue: catalogueFr, validation: validationFr },
    },
  });
  return i18n;
}

beforeAll(() => stubMantineDom());
afterEach(cleanup);

describe('the tax rate field', () => {
  it.each([
    ['en', /^Rate/, 'The rate must be between 0 and 100 %'],
    ['fr', /^Taux/, 'Le taux doit être compris entre 0 et 100 %'],
  ] as const)(
    '%s: 150 percent is refused under the field, not capped, and the unit shows',
    async (lng, label, message) => {
      const onSubmit = vi.fn();
      render(
        <I18nextProvider i18n={await i18nIn(lng)}>
          <MantineProvider>
            <TaxClassForm record={undefined} onSubmit={onSubmit} onCancel={() => {}} loading={false} />
          </MantineProvider>
        </I18nextProvider>,
      );
      fireEvent.change(screen.getByLabelText(/^(Name|Nom)/), { target: { value: 'TVA spéciale' } });
      const rate = screen.getByLabelText(label) as HTMLInputElement;
      fireEvent.change(rate, { target: { value: '150' } });
      fireEvent.blur(rate);
      expect(rate.value).toBe('150');
      fireEvent.submit(rate.closest('form')!);
      expect(await screen.findByText(message)).toBeTruthy();
      expect(rate.value).toBe('150');
      expect(onSubmit).not.toHaveBeenCalled();
      // The unit sits beside the number, also while the field is empty.
      fireEvent.change(rate, { target: { value: '' } });
      expect(rate.closest('.mantine-NumberInput-root')?.textContent).toContain('%');
    },
  );
});
