import { describe, expect, it } from 'vitest';
import { accountMessages } from '@encore/shared/account/account.schema';
import frAccount from '@/locales/fr/account.json';
import enAccount from '@/locales/en/account.json';
import frUsers from '@/locales/fr/users.json';
import enUsers from '@/locales/en/users.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('users and account catalogues', () => {
  it.each([
    ['users', frUsers, enUsers],
    ['account', frAccount, enAccount],
  ])('%s has the same keys in French and English', (_name, fr, en) => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
  });

  it("keeps the spec's English messages word for word", () => {
    expect(enAccount.toasts.profileUpdated).toBe('Profile updated successfully');
    for (const [key, text] of Object.entries(accountMessages))
      expect(enAccount.validation).toHaveProperty(key, text);
  });
});
