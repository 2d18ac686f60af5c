/** A UTF-16 surrogate without its pair: not a character, and PostgreSQL refuses it in JSON columns. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const isContainer = (value: unknown): value is object =>
  !!value && typeof value === 'object' && !Buffer.isBuffer(value);

/**
 * The path (`gaAreas.0.name`) of the first text in a parsed JSON body holding a lone surrogate, or
 * undefined. JSON allows `"\ud800"`; stored, it would be mangled (text columns) or refused with a 500
 * (jsonb), so it is refused as bad input on the field it came in.
 *
 * Iterative, with one shared path (pushed and popped, joined only when found): linear in the body's size
 * whatever its depth. A recursive walk copying the path at every level was quadratic, and 7,000 nested
 * arrays kept the event loop busy for most of a second (issue 22, point 2).
 */
export function findLoneSurrogate(root: unknown): string | undefined {
  if (typeof root === 'string') return loneSurrogate.test(root) ? '' : undefined;
  if (!isContainer(root)) return undefined;
  const path: string[] = [];
  const stack: { entries: [string, unknown][]; next: number }[] = [
    { entries: Object.entries(root), next: 0 },
  ];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.next >= frame.entries.length) {
      stack.pop();
      path.pop();
      continue;
    }
    const [key, item] = frame.entries[frame.next++]!;
    if (loneSurrogate.test(key) || (typeof item === 'string' && loneSurrogate.test(item)))
      return [...path, key].join('.');
    if (isContainer(item)) {
      path.push(key);
      stack.push({ entries: Object.entries(item), next: 0 });
    }
  }
  return undefined;
}
