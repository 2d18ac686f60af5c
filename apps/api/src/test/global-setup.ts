import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildPgliteTemplate, buildPostgresTemplate, dropPostgresDatabase } from './template-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite run: the tar file of the template data directory. */
    pgliteTemplateFile?: string;
    /** PostgreSQL run: the template database each test file clones. */
    postgresTemplate?: string;
  }
}

/** Runs once per test run (per project): builds the template database that every API test file starts from. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env?.ENCORE_TEST_DB === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test run');
    const name = await buildPostgresTemplate(base);
    project.provide('postgresTemplate', name);
    return () => dropPostgresDatabase(base, name);
  }
  const file = await buildPgliteTemplate();
  project.provide('pgliteTemplateFile', file);
  return async () => fs.rmSync(file, { force: true });
}
