import { describe, expect, it } from 'vitest';
import { userListQueryString } from './list-users';

describe('users list query', () => {
  it('sends paging, search and sort, and only the filters that are set', () => {
    const qs = new URLSearchParams(
      userListQueryString({
        page: 2,
        pageSize: 50,
        search: 'lea',
        sort: '-createdAt',
        status: 'deactivated',
      }),
    );
    expect(Object.fromEntries(qs)).toEqual({
      page: '2',
      pageSize: '50',
      search: 'lea',
      sort: '-createdAt',
      status: 'deactivated',
    });
  });

  it("sends the role, 'none' for accounts without one, and the ownership switches as 'true'", () => {
    const qs = new URLSearchParams(
      userListQueryString({ page: 1, pageSize: 25, role: 'none', ownedOnly: true, createdByMe: true }),
    );
    expect(qs.get('role')).toBe('none');
    expect(qs.get('ownedOnly')).toBe('true');
    expect(qs.get('createdByMe')).toBe('true');
    expect(qs.has('status')).toBe(false);
  });
});
