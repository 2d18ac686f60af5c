import './zod-jitless';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe('zod without its JIT', () => {
  it('is configured jitless before zod loads, and still validates objects', () => {
    expect(z.config().jitless).toBe(true);
    const schema = z.object({ name: z.string().min(2), seats: z.array(z.number()) });
    expect(schema.safeParse({ name: 'Ada', seats: [1] }).success).toBe(true);
    expect(schema.safeParse({ name: 'A', seats: ['x'] }).error?.issues).toHaveLength(2);
  });
});
