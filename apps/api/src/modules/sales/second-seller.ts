import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw-rows';
import { DEMO_PASSWORD } from '../../db/seed/seed-demo';
import type { TestContext } from '../../test/test-app';
import { requests } from '../../test/requests';

/**
 * Tests: another box-office seller (a copy of the demo BOX_OFFICE account, as bench/box-office.mjs makes
 * them), signed in; its id and request helpers.
 */
export async function secondSeller(t: TestContext, email = 'seller2@encore.test') {
  const [seller] = await rawRows<{ id: string }>(
    t.database.db,
    sql`
    insert into users (email, password_hash, first_name, last_name, role_id, activated)
    select ${email}, password_hash, 'Second', 'Seller', role_id, true from users
    where email = 'boxoffice@encore.test'
    returning id`,
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: DEMO_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.body}`);
  const token = res.json().data.token as string;
  return { id: seller!.id, token, api: requests(t).withToken(token) };
}
