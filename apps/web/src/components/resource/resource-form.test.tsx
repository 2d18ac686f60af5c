import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Notifications } from '@mantine/notifications';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { validationEn } from '@encore/shared/validation/messages-en';
import { validationFr } from '@encore/shared/validation/messages-fr';
import commonEn from '@/locales/en/common.json';
import commonFr from '@/locales/fr/common.json';
import catalogueEn from '@/locales/en/catalogue.json';
import catalogueFr from '@/locales/fr/catalogue.json';
import errorsEn from '@/locales/en/errors.json';
import errorsFr from '@/locales/fr/errors.json';
import { api } from '@/lib/api-client';
import { stubMantineDom } from '@/test/mantine-dom';
import { inRouter } from '@/test/in-router';
import { ResourceForm } from './resource-form';

/** The shared form frame against a mocked HTTP answer: where each server error is shown, in both languages. */
async function i18nIn(lng: 'en' | 'fr'): Promise<I18n> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    defaultNS: 'common',
    resources: {
      en: { common: commonEn, catalogue: catalogueEn, errors: errorsEn, validation: validationEn },
      fr: { common: commonFr, catalogue: catalogueFr, errors: errorsFr, validation: validationFr },
    },
  });
  return i18n;
}

function NameForm() {
  const form = useForm({
    initialValues: { name: 'Ab', city: '' },
    validate: { city: (v) => (v === '?' ? 'Not a city' : null) },
  });
  return (
    <ResourceForm
      form={form}
      fields={['name', 'city']}
      fieldOfCode={{ E00006: 'name' }}
      onCancel={() => {}}
      onSubmit={(values) => api.post('/artists', values)}
    >
      <TextInput label="Name" {...form.getInputProps('name')} />
      <TextInput label="City" {...form.getInputProps('city')} />
    </ResourceForm>
  );
}

async function submitAgainst(lng: 'en' | 'fr', status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body, { status })),
  );
  await renderForm(lng);
  fireEvent.click(screen.getByRole('button', { name: lng === 'en' ? 'Save' : 'Enregistrer' }));
}

async function renderForm(lng: 'en' | 'fr', forms = 1) {
  const { router, element } = inRouter(
    <>
      {Array.from({ length: forms }, (_, i) => (
        <NameForm key={i} />
      ))}
    </>,
  );
  render(
    <I18nextProvider i18n={await i18nIn(lng)}>
      <MantineProvider>
        <Notifications />
        {element}
      </MantineProvider>
    </I18nextProvider>,
  );
  return router;
}

const tooShort = {
  error: {
    code: 'E00002',
    message: 'Invalid form. Please check all fields',
    details: [
      {
        path: 'name',
        code: 'common.minLength',
        params: { min: 3 },
        message: 'Field must be at least 3 characters',
      },
    ],
  },
};

beforeAll(() => {
  stubMantineDom();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the shared resource form with server errors', () => {
  it('shows a field error from the API under its field, in English, and says it once', async () => {
    await submitAgainst('en', 400, tooShort);
    const input = screen.getByLabelText('Name');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Field must be at least 3 characters')).toHaveLength(1);
  });

  it('translates the same key with its parameter in French, never showing the English text', async () => {
    await submitAgainst('fr', 400, tooShort);
    await waitFor(() => expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true'));
    const french = validationFr.common.minLength.replace('{{min}}', '3');
    expect(screen.getByText(french)).toBeTruthy();
    expect(screen.queryByText('Field must be at least 3 characters')).toBeNull();
  });

  it('puts a duplicate (E00006) under its unique field', async () => {
    await submitAgainst('en', 409, { error: { code: 'E00006', message: 'Entity already exists' } });
    expect(await screen.findByText('Entity already exists')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
  });

  it('says an error without a field in a toast, in the user language', async () => {
    await submitAgainst('fr', 409, {
      error: { code: 'E00008', message: 'Conflict', details: [{ path: 'elsewhere', message: 'x' }] },
    });
    expect(await screen.findByText(errorsFr.E00008)).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).not.toBe('true');
  });
});

describe('the shared resource form before leaving', () => {
  it('asks before leaving with unsaved changes, and stays when asked to (English)', async () => {
    const router = await renderForm('en');
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Lyon' } });
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText(commonEn.unsaved.formBody)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: commonEn.unsaved.stay }));
    await waitFor(() => expect(screen.queryByText(commonEn.unsaved.formBody)).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Lyon');
  });

  it('asks for the first of two forms on one screen too (the router heeds one blocker only)', async () => {
    await renderForm('en', 2);
    fireEvent.change(screen.getAllByLabelText('City')[0]!, { target: { value: 'Lyon' } });
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText(commonEn.unsaved.formBody)).toBeTruthy();
  });

  it('leaves when the user confirms, in French', async () => {
    const router = await renderForm('fr');
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Lyon' } });
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    fireEvent.click(await screen.findByRole('button', { name: commonFr.unsaved.leave }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });

  it('leaves without asking when nothing changed or once the changes are saved', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: { id: '1' } })),
    );
    const router = await renderForm('en');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Abba' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(catalogueEn.toasts.saved)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
    expect(screen.queryByText(commonEn.unsaved.formBody)).toBeNull();
  });
});

describe('the shared resource form with its own checks', () => {
  it('says a field error once, under its field; the toast only says the form is invalid', async () => {
    await renderForm('fr');
    fireEvent.change(screen.getByLabelText('City'), { target: { value: '?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(errorsFr.E00002)).toBeTruthy();
    expect(screen.getAllByText('Not a city')).toHaveLength(1);
  });

  it('puts Save first in its action bar, before Cancel', async () => {
    await renderForm('en');
    const names = screen.getAllByRole('button').map((b) => b.textContent);
    expect(names.indexOf('Save')).toBeLessThan(names.indexOf('Cancel'));
  });
});
