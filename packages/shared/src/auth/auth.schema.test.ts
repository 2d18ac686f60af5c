import { englishOfIssue } from '../validation/issue-message';
import { describe, expect, it } from 'vitest';
import { signupFormSchema } from './auth.schema';

const valid = {
  firstName: 'Nina',
  lastName: '',
  email: 'nina@example.com',
  password: 'long-enough',
  confirmPassword: 'long-enough',
  promotionalOffers: false,
};

function messages(input: Record<string, unknown>) {
  const result = signupFormSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), englishOfIssue(i)]));
}

describe('sign-up form rules (SPEC section 5)', () => {
  it('accepts a complete form', () => expect(messages(valid)).toEqual({}));

  it("answers the spec's messages word for word", () => {
    expect(messages({ ...valid, firstName: ' ' })).toEqual({ firstName: 'Your first name is required' });
    expect(messages({ ...valid, email: 'nope' })).toEqual({ email: 'Please, enter a valid email' });
    expect(messages({ ...valid, password: 'short', confirmPassword: 'short' })).toEqual({
      password: 'The password should contains at leat 8 characters',
    });
    expect(messages({ ...valid, confirmPassword: '' })).toMatchObject({
      confirmPassword: 'Please, confirm your password',
    });
    expect(messages({ ...valid, confirmPassword: 'something-else' })).toEqual({
      confirmPassword: 'The password does not match',
    });
  });
});
