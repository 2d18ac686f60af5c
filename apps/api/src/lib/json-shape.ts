/** Bounds a JSON body must keep before it is parsed (plugins/json-body.ts). */
export interface JsonShapeLimits {
  /** Deepest nesting of arrays and objects. */
  maxDepth: number;
  /** Most members of one array or object. */
  maxItems: number;
}

/** What breaks the bounds: too deep, or a container with too many members. */
export type JsonShapeFault = { kind: 'depth'; max: number } | { kind: 'items'; max: number };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * One pass over the text, before JSON.parse: the nesting depth and the members of each container (commas at
 * its level), brackets inside strings ignored. Linear in the text and O(maxDepth) in memory, so a body
 * of 7,000 `[` or 100,000 ids is refused in microseconds instead of being parsed, walked and validated.
 * Malformed text is left to JSON.parse.
 */
export function jsonShapeFault(text: string, limits: JsonShapeLimits): JsonShapeFault | undefined {
  const { maxDepth, maxItems } = limits;
  const commas = new Uint32Array(maxDepth + 1);
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > maxDepth) return { kind: 'depth', max: maxDepth };
      commas[depth] = 0;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      if (depth > 0) depth--;
    } else if (c === COMMA) {
      // n commas separate n + 1 members.
      if (++commas[depth]! >= maxItems) return { kind: 'items', max: maxItems };
    }
  }
  return undefined;
}
