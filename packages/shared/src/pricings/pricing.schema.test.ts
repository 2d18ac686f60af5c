import type { MessageIssue } from '../validation/issue-message';
import { englishOfIssue } from '../validation/issue-message';
import { describe, expect, it } from 'vitest';
import {
  categoryPalette,
  nextCategoryColours,
  priceLevelCreateSchema,
  priceLevelUpdateSchema,
  pricingCategoryCreateSchema,
  pricingCategoryUpdateSchema,
} from './pricing.schema';
import { seatCategoriesSchema } from './seat-categories.schema';

const messages = (result: {
  success: boolean;
  error?: { issues: (MessageIssue & { path: PropertyKey[] })[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), englishOfIssue(i)]));

const uuid = '7d1f3c0e-4b7a-4c8e-9a55-0f0e7b1e2c11';

describe('pricing schemas', () => {
  it("gives a category default colours and the spec's name message", () => {
    expect(pricingCategoryCreateSchema.parse({ name: ' Carré or ' })).toEqual({
      name: 'Carré or',
      defaultColour: '#1c7ed6',
      activeColour: '#1864ab',
      textColour: '#ffffff',
    });
    expect(messages(pricingCategoryCreateSchema.safeParse({}))).toEqual({
      name: 'Category name is required',
    });
    expect(messages(pricingCategoryCreateSchema.safeParse({ name: '  ', textColour: 'red' }))).toEqual({
      name: 'Category name is required',
      textColour: 'Invalid colour',
    });
    // An update leaves absent fields alone: no defaults there.
    expect(pricingCategoryUpdateSchema.parse({ rank: 2 })).toEqual({ rank: 2 });
  });

  it("validates price levels with the spec's messages", () => {
    expect(messages(priceLevelCreateSchema.safeParse({ categoryId: uuid, priceCents: 1000 }))).toEqual({
      name: 'The price level name is required',
      taxClassId: 'The tax is mandatory',
    });
    const bad = priceLevelCreateSchema.safeParse({
      categoryId: 'x',
      name: 'Plein',
      taxClassId: '',
      priceCents: 12.5,
      quota: 0,
    });
    expect(messages(bad)).toEqual({
      categoryId: 'Category not available',
      taxClassId: 'The tax is mandatory',
      priceCents: 'The price must be between 0 and 100,000 €',
      quota: 'The quota must be a whole number of at least 1',
    });
    const ok = priceLevelCreateSchema.parse({
      categoryId: uuid,
      name: 'Plein',
      taxClassId: uuid,
      priceCents: 0,
    });
    expect(ok).toMatchObject({ quota: null, priceCents: 0 });
    expect(priceLevelUpdateSchema.parse({ quota: null })).toEqual({ quota: null });
  });

  it('accepts a seat mapping of seat ids onto category ids', () => {
    expect(seatCategoriesSchema.safeParse({ seats: { 'A-1': uuid, B_2: uuid } }).success).toBe(true);
    expect(seatCategoriesSchema.safeParse({ seats: { 'A 1': uuid } }).success).toBe(false);
    expect(messages(seatCategoriesSchema.safeParse({ seats: { A1: 'nope' } }))).toEqual({
      'seats.A1': 'Category not available',
    });
  });
});

describe('new category colours', () => {
  it('gives each new category a colour its pricing does not use yet, then goes round the palette', () => {
    const taken: { defaultColour: string }[] = [];
    for (let i = 0; i < categoryPalette.length; i++) taken.push(nextCategoryColours(taken));
    expect(new Set(taken.map((c) => c.defaultColour)).size).toBe(categoryPalette.length);
    expect(taken[0]).toEqual({ defaultColour: '#1c7ed6', activeColour: '#1864ab', textColour: '#ffffff' });
    // A colour freed by a deleted category (or typed in upper case) is found again.
    expect(nextCategoryColours([{ defaultColour: '#1C7ED6' }]).defaultColour).toBe(categoryPalette[1][0]);
    expect(nextCategoryColours(taken.slice(1)).defaultColour).toBe('#1c7ed6');
    expect(nextCategoryColours(taken).defaultColour).toBe(categoryPalette[0][0]);
  });
});
