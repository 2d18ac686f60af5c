import { describe, expect, it, vi } from 'vitest';
import { startFeatures } from './start-features';

describe('startFeatures', () => {
  it('logs and skips a feature that throws, and starts the others', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ran: string[] = [];
    const started = await startFeatures([
      { name: 'language', setup: () => void ran.push('language') },
      {
        name: 'charts',
        setup: () => {
          throw new Error('boom');
        },
      },
      { name: 'tooltips', setup: async () => void ran.push('tooltips') },
      { name: 'calendar', setup: () => Promise.reject(new Error('late boom')) },
      { name: 'forms', setup: () => void ran.push('forms') },
    ]);
    expect(started).toEqual(['language', 'tooltips', 'forms']);
    expect(ran).toEqual(['language', 'tooltips', 'forms']);
    expect(error).toHaveBeenCalledTimes(2);
    expect(String(error.mock.calls[0]![0])).toContain('charts');
    error.mockRestore();
  });
});
