import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json';

describe('canonicalJson', () => {
  it('sorts keys at every depth, writes no spaces and leaves undefined properties out', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: null, y: 'é"\n' }], c: true }, u: undefined })).toBe(
      '{"a":{"c":true,"d":[2,{"y":"é\\"\\n","z":null}]},"b":1}',
    );
  });

  it('gives the same text for the same value whatever the order of its keys, and parses back to it', () => {
    const a = { orderId: 'x', amountCents: 1250, vat: [{ rateBasisPoints: 550 }] };
    const b = { vat: [{ rateBasisPoints: 550 }], amountCents: 1250, orderId: 'x' };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(canonicalJson(JSON.parse(canonicalJson(a)))).toBe(canonicalJson(a));
  });

  it('refuses what JSON cannot carry', () => {
    expect(() => canonicalJson({ a: Number.NaN })).toThrow();
    expect(() => canonicalJson({ a: () => 1 })).toThrow();
  });
});
