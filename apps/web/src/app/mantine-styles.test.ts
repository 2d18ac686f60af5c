import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// The login screen loads only the Mantine styles of app/mantine-start.css; the signed-in layout loads
// components/layouts/mantine-rest.css. Together they must be all of @mantine/core/styles.css, in its order,
// or a component drawn after a Mantine upgrade could lose its styles or see another's win.
const all = createRequire(import.meta.url).resolve('@mantine/core/styles.css');
const stylesDir = path.join(path.dirname(all), 'styles');
const imported = (file: string) =>
  [
    ...fs
      .readFileSync(new URL(file, import.meta.url), 'utf8')
      .matchAll(/@import '@mantine\/core\/styles\/(.+)\.css';/g),
  ].map((match) => match[1]!);
const start = imported('./mantine-start.css');
const rest = imported('../components/layouts/mantine-rest.css');

/** Where each part's first class rule sits in styles.css (whitespace ignored). */
function positionInAll(): Map<string, number> {
  const squeeze = (text: string) => text.replace(/\s+/g, '');
  const whole = squeeze(fs.readFileSync(all, 'utf8'));
  const positions = new Map<string, number>();
  for (const file of fs
    .readdirSync(stylesDir)
    .filter((f) => f.endsWith('.css') && !f.endsWith('.layer.css'))) {
    const text = squeeze(fs.readFileSync(path.join(stylesDir, file), 'utf8'));
    const probe = text.match(/\.m_[0-9a-f]+/)?.[0] ?? text.slice(0, 60);
    positions.set(file.replace(/\.css$/, ''), whole.indexOf(probe));
  }
  return positions;
}

describe("Mantine's styles split between the login screen and the signed-in layout", () => {
  const positions = positionInAll();

  it('covers every part of @mantine/core/styles.css exactly once', () => {
    expect([...start, ...rest].sort()).toEqual([...positions.keys()].sort());
  });

  it("keeps styles.css's order in each file", () => {
    for (const parts of [start, rest]) {
      const order = parts.map((part) => positions.get(part)!);
      expect(order.every((position) => position >= 0)).toBe(true);
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
  });
});
