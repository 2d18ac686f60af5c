import { describe, expect, it } from 'vitest';
import { foldText } from './fold-text';

describe('foldText', () => {
  it('drops accents and case, as the server search does', () => {
    expect(foldText('Électre Tour')).toBe('electre tour');
    expect(foldText('ZOÉ Çà')).toBe('zoe ca');
  });
  it('keeps letters without a decomposition', () => {
    expect(foldText('Ødegaard Ł')).toBe('ødegaard ł');
  });
});
