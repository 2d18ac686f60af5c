import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Notifications } from '@mantine/notifications';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { validationEn } from '@encore/shared/validation/messages-en';
import { validationFr } from '@encore/shared/validation/messages-fr';
import catalogueEn from '@/locales/en/catalogue.json';
import catalogueFr from '@/locales/fr/catalogue.json';
import errorsEn from '@/locales/en/errors.json';
import errorsFr from '@/locales/fr/errors.json';
import { api } from '@/lib/api-client';
import { stubMantineDom } from '@/test/mantine-dom';
import { ResourceForm } from './resource-form';

/** The shared form frame against a mocked HTTP answer: where each server error is shown, in both languages. */
async function i18nIn(lng: 'en' | 'fr'): Promise<I18n> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    resources: {
      en: { catalogue: catalogueEn, errors: errorsEn, validation: validationEn },
      fr: { catalogue: catalogueFr, errors: errorsFr, validation: validationFr },
    },
  });
  return i18n;
}

function NameForm() {
  const form = useForm({ initialValues: { name: 'Ab', city: '' } });
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
  render(
    <I18nextProvider i18n={await i18nIn(lng)}>
      <MantineProvider>
        <Notifications />
        <NameForm />
      </MantineProvider>
    </I18nextProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: lng === 'en' ? 'Save' : 'Enregistrer' }));
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
