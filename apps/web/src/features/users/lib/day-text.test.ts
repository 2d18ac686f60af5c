import { describe, expect, it } from 'vitest';
import { dayFormatOf, parseDayText, todayDay } from './day-text';
import { profileInputOf, profileValuesOf } from './profile-values';

describe('date of birth text', () => {
  it('shows the day in the language order', () => {
    expect(dayFormatOf('fr')).toBe('DD/MM/YYYY');
    expect(dayFormatOf('en')).toBe('MM/DD/YYYY');
  });

  it("reads a typed day in the language's order as the API's YYYY-MM-DD", () => {
    expect(parseDayText('21/11/2026', 'fr')).toBe('2026-11-21');
    expect(parseDayText('11/21/2026', 'en')).toBe('2026-11-21');
    expect(parseDayText('03/04/1990', 'fr')).toBe('1990-04-03');
    expect(parseDayText('3/4/1990', 'en')).toBe('1990-03-04');
    expect(parseDayText('1990-05-04', 'fr')).toBe('1990-05-04');
  });

  it('refuses what is not a real day yet', () => {
    expect(parseDayText('11/21/2026', 'fr')).toBeNull();
    expect(parseDayText('31/02/2026', 'fr')).toBeNull();
    expect(parseDayText('21/11/202', 'fr')).toBeNull();
    expect(parseDayText('', 'en')).toBeNull();
  });

  it('gives today in local time', () => {
    expect(todayDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });

  it('sends the picked day unchanged and a cleared one as null', () => {
    const values = profileValuesOf({ dateOfBirth: '1990-05-04' });
    expect(values.dateOfBirth).toBe('1990-05-04');
    expect(
      profileInputOf({ ...values, dateOfBirth: parseDayText('21/11/1990', 'fr') ?? '' }).dateOfBirth,
    ).toBe('1990-11-21');
    expect(profileInputOf({ ...values, dateOfBirth: '' }).dateOfBirth).toBeNull();
  });
});
