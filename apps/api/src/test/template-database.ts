import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { migrate, openDatabase, type DatabaseHandle } from '../db/client';
import { seedRoles } from '../db/seed/seed-roles';
import { seedDemoAccounts } from '../db/seed/seed-demo';

/** What every test database starts from: the migrated schema, the roles and one demo account per role. */
export async function prepareTestDatabase(handle: DatabaseHandle): Promise<void> {
  await migrate(handle);
  await seedRoles(handle.db);
  await seedDemoAccounts(handle.db);
}

/**
 * Builds the PGlite template once per run and writes its data directory (a tar) to a temporary file. Each test
 * file then loads that file instead of paying initdb, the migrations and the password hashing again.
 */
export async function buildPgliteTemplate(): Promise<string> {
  const handle = await openDatabase({ pgliteDir: 'memory://' });
  try {
    await prepareTestDatabase(handle);
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const tar = await client.dumpDataDir('none');
    const file = path.join(os.tmpdir(), `encore-test-template-${process.pid}-${randomHex()}.tar`);
    await fs.promises.writeFile(file, Buffer.from(await tar.arrayBuffer()));
    return file;
  } finally {
    await handle.close();
  }
}

/**
 * Builds a PostgreSQL template database for this run on TEST_DATABASE_URL's server; each test file clones it with
 * `create database … template …`. The name is unique per run so concurrent runs on one server never share it.
 */
export async function buildPostgresTemplate(baseUrl: string): Promise<string> {
  const name = `encore_template_${process.pid}_${randomHex()}`;
  await adminQuery(baseUrl, `create database ${name}`);
  // The clones need the template free of connections: the pool closes before the first clone.
  const handle = await openDatabase({ url: databaseUrl(baseUrl, name) });
  try {
    await prepareTestDatabase(handle);
  } finally {
    await handle.close();
  }
  return name;
}

export async function dropPostgresDatabase(baseUrl: string, name: string): Promise<void> {
  await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
}

export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(baseUrl: string, query: string): Promise<void> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

export const randomHex = () => crypto.randomBytes(6).toString('hex');
