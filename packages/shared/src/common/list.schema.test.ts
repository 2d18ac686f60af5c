import { describe, expect, it } from 'vitest';
import { listQuerySchema } from './list.schema';

const schema = listQuerySchema(['name', 'createdAt']);

describe('listQuerySchema', () => {
  it('defaults to the first page of 25 and coerces query-string numbers', () => {
    expect(schema.parse({})).toEqual({ page: 1, pageSize: 25 });
    expect(schema.parse({ page: '3', pageSize: '100', search: '  lune ', sort: '-name' })).toEqual({
      page: 3,
      pageSize: 100,
      search: 'lune',
      sort: '-name',
    });
  });

  it('accepts only the page sizes 10, 25, 50 and 100', () => {
    for (const size of ['10', '25', '50', '100'])
      expect(schema.safeParse({ pageSize: size }).success).toBe(true);
    for (const size of ['0', '7', '101', '1000'])
      expect(schema.safeParse({ pageSize: size }).success).toBe(false);
  });

  it('whitelists sorts and bounds the search', () => {
    expect(schema.safeParse({ sort: 'passwordHash' }).success).toBe(false);
    expect(schema.safeParse({ sort: '--name' }).success).toBe(false);
    expect(schema.safeParse({ search: 'x'.repeat(100) }).success).toBe(true);
    expect(schema.safeParse({ search: 'x'.repeat(101) }).success).toBe(false);
    expect(schema.safeParse({ page: '0' }).success).toBe(false);
  });
});
