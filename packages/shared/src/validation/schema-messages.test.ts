/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { englishMessage, parseKeyed } from './message-key';
import { messageOfIssue } from './issue-message';
import { validationFr } from './messages-fr';

/** Every module of `shared` (tests aside), so a schema added later is walked without a list to update. */
const modules = import.meta.glob<Record<string, unknown>>(['../**/*.ts', '!../**/*.test.ts'], {
  eager: true,
});
const isSchema = (value: unknown): value is z.ZodType => value instanceof z.ZodType;
const schemas = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isSchema(value))
    .map(([name, value]) => [`${file}: ${name}`, value as z.ZodType] as const),
);

interface Def {
  error?: (issue: unknown) => unknown;
  checks?: { _zod: { def: Def } }[];
}

/** The messages written into a schema and everything it contains (custom errors of types and checks). */
function messagesOf(root: unknown): string[] {
  const found: string[] = [];
  const seen = new Set<unknown>();
  const visit = (value: unknown): void => {
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isSchema(value)) return Object.values(value).forEach(visit);
    const def = value._zod.def as unknown as Def & Record<string, unknown>;
    for (const d of [def, ...(def.checks ?? []).map((c) => c._zod.def)]) {
      const message = typeof d.error === 'function' ? d.error({ code: 'invalid_type' }) : undefined;
      if (typeof message === 'string') found.push(message);
    }
    for (const [key, inner] of Object.entries(def)) if (key !== 'checks' && key !== 'error') visit(inner);
  };
  visit(root);
  return found;
}

describe("shared schemas' messages", () => {
  it('finds the schemas of every module', () => {
    expect(schemas.length).toBeGreaterThan(50);
    const all = schemas.flatMap(([, schema]) => messagesOf(schema));
    expect(all).toContain('auth.signupPasswordMin');
    expect(all).toContain('common.minLength');
    expect(all).toContain('common.between|{"min":-90,"max":90}');
  });

  it.each(schemas)('%s: every message written in the schema is a key of the catalogue', (_name, schema) => {
    for (const message of messagesOf(schema)) expect(parseKeyed(message), message).not.toBeNull();
  });

  it.each(schemas)('%s: every issue of a wrong value has a key, in English and French', (_name, schema) => {
    for (const input of [undefined, null, '', 'x'.repeat(300), -1, 1.5, [], {}, { id: '' }]) {
      const result = schema.safeParse(input);
      for (const issue of result.error?.issues ?? []) {
        const keyed = messageOfIssue(issue);
        const [group, name] = keyed.code.split('.') as [keyof typeof validationFr, string];
        expect((validationFr[group] as Record<string, string>)[name]).toBeTruthy();
        expect(englishMessage(keyed)).not.toMatch(/\{\{|expected|Invalid input/);
      }
    }
  });
});
