/**
 * The journal's canonical JSON (issue 23): object keys sorted (by UTF-16 code units, JavaScript's default
 * order), no white space, strings and numbers as JSON.stringify writes them, properties whose value is
 * undefined left out. The same value always gives the same bytes, so its hash can be recomputed anywhere.
 */
export function canonicalJson(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'number':
      if (!Number.isFinite(value)) throw new Error('canonicalJson: numbers must be finite');
      return JSON.stringify(value);
    case 'object': {
      if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record)
        .filter((key) => record[key] !== undefined)
        .sort();
      return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(',')}}`;
    }
    default:
      throw new Error(`canonicalJson: a ${typeof value} is not JSON`);
  }
}
