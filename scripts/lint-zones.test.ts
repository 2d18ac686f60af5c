import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// An API module is imported by another only through its index.ts (issue 21 item 2's zones). Two planted
// modules under apps/api/src/modules, so the real eslint.config.js applies to them.
const root = fileURLToPath(new URL('..', import.meta.url));
const stamp = `zone-probe-${process.pid}-${Date.now()}`;
const modules = join(root, 'apps/api/src/modules');
const owner = join(modules, `${stamp}-owner`);
const user = join(modules, `${stamp}-user`);

async function zoneErrors(file: string) {
  // A fresh ESLint reads the module folders again (the config lists them when it loads).
  const [result] = await new ESLint({ cwd: root }).lintFiles([file]);
  return result!.messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths').length;
}

describe('API module zones', () => {
  beforeAll(() => {
    mkdirSync(owner, { recursive: true });
    mkdirSync(user, { recursive: true });
    writeFileSync(join(owner, 'inner.ts'), 'export const inner = 1;\n');
    writeFileSync(join(owner, 'index.ts'), "export { inner } from './inner';\n");
    writeFileSync(
      join(user, 'deep.ts'),
      `import { inner } from '../${stamp}-owner/inner';\n\nexport const deep = inner;\n`,
    );
    writeFileSync(
      join(user, 'public.ts'),
      `import { inner } from '../${stamp}-owner';\n\nexport const open = inner;\n`,
    );
  });
  afterAll(() => {
    rmSync(owner, { recursive: true, force: true });
    rmSync(user, { recursive: true, force: true });
  });

  it("refuses another module's internals", async () => {
    expect(await zoneErrors(join(user, 'deep.ts'))).toBe(1);
  }, 60_000);

  it('lets a module import another through its index.ts, and its own files', async () => {
    expect(await zoneErrors(join(user, 'public.ts'))).toBe(0);
    expect(await zoneErrors(join(owner, 'index.ts'))).toBe(0);
  }, 60_000);
});
