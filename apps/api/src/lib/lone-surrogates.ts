/** A UTF-16 surrogate without its pair: not a character, and PostgreSQL refuses it in JSON columns. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The path (`gaAreas.0.name`) of the first text in a parsed JSON body holding a lone surrogate, or
 * undefined. JSON allows `"\ud800"`; stored, it would be mangled (text columns) or refused with a 500
 * (jsonb), so it is refused as bad input on the field it came in.
 */
export function findLoneSurrogate(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return loneSurrogate.test(value) ? path.join('.') : undefined;
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (loneSurrogate.test(key)) return [...path, key].join('.');
    const found = findLoneSurrogate(item, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}
