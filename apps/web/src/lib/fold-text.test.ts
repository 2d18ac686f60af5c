import { describe, expect, it } from 'vitest';
import { foldedFilter } from './fold-text';

describe('the show filters of analytics and orders', () => {
  it('ignore accents and case (issue 22: "flute" found nothing)', () => {
    const options = [
      { value: '1', label: 'La Flûte enchantée' },
      { value: '2', label: 'Électre Tour' },
      { value: '3', label: 'Carmen' },
    ];
    expect(foldedFilter({ options, search: 'flute' })).toEqual([options[0]]);
    expect(foldedFilter({ options, search: 'ELECTRE' })).toEqual([options[1]]);
    expect(foldedFilter({ options, search: 'enchantee' })).toEqual([options[0]]);
  });
});
