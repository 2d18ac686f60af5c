import { describe, expect, it } from 'vitest';
import { fieldErrorOfValidation, localiseError } from './error-messages';

describe('error messages for clients', () => {
  it("answers a schema failure as { path, code, params, message }, never zod's own text", () => {
    const entry = {
      keyword: 'too_big',
      instancePath: '/address/city',
      message: 'Too big: expected string to have <=100 characters',
      params: { origin: 'string', maximum: 100 },
    };
    expect(fieldErrorOfValidation(entry)).toEqual({
      path: 'address.city',
      code: 'common.maxLength',
      params: { max: 100 },
      message: 'At most 100 characters',
    });
  });

  it('turns keyed field details into English with their key, and leaves other details alone', () => {
    const details = [
      { path: 'gaAreas', message: 'rooms.areasRequired' },
      { line: 3, message: 'Must be a number' },
    ];
    expect(localiseError('Invalid form. Please check all fields', details)).toEqual({
      message: 'Invalid form. Please check all fields',
      details: [
        {
          path: 'gaAreas',
          code: 'rooms.areasRequired',
          params: {},
          message: 'An unplaced room needs at least one area',
        },
        { line: 3, message: 'Must be a number' },
      ],
    });
  });

  it('names the key of a keyed reason in details, beside the details the error carries', () => {
    expect(localiseError('events.hasSales', undefined)).toEqual({
      message: 'This event has sales and cannot be removed',
      details: { code: 'events.hasSales', params: {} },
    });
    expect(localiseError('Not found', undefined)).toEqual({ message: 'Not found' });
    expect(localiseError('common.between|{"min":0,"max":22}', { usedBy: 'users' })).toEqual({
      message: 'Between 0 and 22',
      details: { usedBy: 'users', code: 'common.between', params: { min: 0, max: 22 } },
    });
  });
});
