import { describe, expect, it } from 'vitest';
import { areasByCategory, withPart } from './mapping-parts';

const areas = new Set(['fosse']);
const isArea = (id: string) => areas.has(id);
const saved = { s1: 'cat-a', s2: 'cat-b', fosse: 'cat-c' };

describe('one mapping, two editors (seats and standing areas)', () => {
  it('saving the seats keeps the saved standing areas', () => {
    expect(withPart(saved, { s1: 'cat-b' }, (id) => !isArea(id))).toEqual({ fosse: 'cat-c', s1: 'cat-b' });
  });

  it('saving the areas keeps the saved seats, and an area set back to none is left out', () => {
    expect(withPart(saved, { fosse: 'cat-a' }, isArea)).toEqual({ s1: 'cat-a', s2: 'cat-b', fosse: 'cat-a' });
    expect(withPart(saved, {}, isArea)).toEqual({ s1: 'cat-a', s2: 'cat-b' });
  });
});

describe('areasByCategory', () => {
  it('counts the standing areas of each category, not its seats', () => {
    expect(Object.fromEntries(areasByCategory(saved, areas))).toEqual({ 'cat-c': 1 });
  });
});
