import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The cycle rule only fires when import-x can parse the files it follows (issue 21 item 7): without
// `import-x/parsers` a two-file cycle passed lint. The planted files live inside the repository tree, under
// the source folders, so the real eslint.config.js applies to them exactly as to the code.
const root = fileURLToPath(new URL('..', import.meta.url));
const stamp = `lint-cycle-probe-${process.pid}-${Date.now()}`;
const apiDir = join(root, 'apps/api/src', stamp);
const webDir = join(root, 'apps/web/src', stamp);

function plant(dir: string, files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
}

async function cycleErrors(files: string[]) {
  const eslint = new ESLint({ cwd: root });
  const results = await eslint.lintFiles(files);
  return results.map((result) => ({
    file: result.filePath,
    cycles: result.messages.filter((message) => message.ruleId === 'import-x/no-cycle').length,
    fatal: result.messages.filter((message) => message.fatal).length,
  }));
}

describe('import-x/no-cycle', () => {
  beforeAll(() => {
    plant(apiDir, {
      'cycle/a.ts': "import { b } from './b';\n\nexport const a = (): number => b() + 1;\n",
      'cycle/b.ts': "import { a } from './a';\n\nexport const b = (): number => (a.length > 0 ? 1 : 0);\n",
      'clean/c.ts': "import { d } from './d';\n\nexport const c = (): number => d() + 1;\n",
      'clean/d.ts': 'export const d = (): number => 1;\n',
    });
    plant(webDir, {
      'cycle/panel.tsx':
        "import { label } from './label';\n\nexport function Panel() {\n  return <p>{label()}</p>;\n}\n",
      'cycle/label.tsx': "import { Panel } from './panel';\n\nexport const label = () => Panel.name;\n",
    });
  });
  afterAll(() => {
    rmSync(apiDir, { recursive: true, force: true });
    rmSync(webDir, { recursive: true, force: true });
  });

  it('fails a two-file cycle in the API (.ts)', async () => {
    const results = await cycleErrors([join(apiDir, 'cycle/a.ts'), join(apiDir, 'cycle/b.ts')]);
    expect(results.map((result) => result.fatal)).toEqual([0, 0]);
    expect(results.map((result) => result.cycles)).toEqual([1, 1]);
  }, 60_000);

  it('fails a two-file cycle in the web app (.tsx)', async () => {
    const results = await cycleErrors([join(webDir, 'cycle/panel.tsx'), join(webDir, 'cycle/label.tsx')]);
    expect(results.map((result) => result.fatal)).toEqual([0, 0]);
    expect(results.map((result) => result.cycles)).toEqual([1, 1]);
  }, 60_000);

  it('passes files that import without a cycle', async () => {
    const results = await cycleErrors([join(apiDir, 'clean/c.ts'), join(apiDir, 'clean/d.ts')]);
    expect(results).toEqual([
      expect.objectContaining({ cycles: 0, fatal: 0 }),
      expect.objectContaining({ cycles: 0, fatal: 0 }),
    ]);
  }, 60_000);
});
