/**
 * Position helpers for seat-map JSON files. `JSON.parse` says neither where nor (in every engine) why a
 * file is invalid, so the first syntax error is located by a small scanner that runs only after a failure;
 * schema errors are placed on the line where the faulty area, row or seat starts.
 */

export interface TextPosition {
  line: number;
  column: number;
}

export function positionAt(text: string, offset: number): TextPosition {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

class Syntax extends Error {
  constructor(
    readonly offset: number,
    reason: string,
  ) {
    super(reason);
  }
}

const maxDepth = 512;

/** The offset and reason of the first JSON syntax error of `text`, or undefined when it is valid. */
export function findJsonSyntaxError(text: string): { offset: number; reason: string } | undefined {
  let i = 0;
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const fail = (reason: string): never => {
    throw new Syntax(i, i >= text.length ? 'Unexpected end of file' : reason);
  };
  const expect = (char: string, reason: string) => {
    if (text[i] !== char) fail(reason);
    i++;
  };
  const string = () => {
    i++;
    for (;;) {
      const c = text[i];
      if (c === undefined) fail('Unterminated string');
      if (c === '"') return void i++;
      if (c! < ' ') fail('Control character in a string (a line break inside quotes?)');
      if (c === '\\') {
        const e = text[i + 1] ?? '';
        if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) i += 6;
        else if ('"\\/bfnrt'.includes(e) && e) i += 2;
        else fail('Invalid escape in a string');
      } else i++;
    }
  };
  const value = (depth: number): void => {
    if (depth > maxDepth) fail('Too deeply nested');
    ws();
    const c = text[i];
    if (c === '{' || c === '[') {
      const close = c === '{' ? '}' : ']';
      i++;
      ws();
      if (text[i] === close) return void i++;
      for (;;) {
        if (c === '{') {
          ws();
          if (text[i] !== '"') fail('Expected a property name in double quotes');
          string();
          ws();
          expect(':', "Expected ':' after a property name");
        }
        value(depth + 1);
        ws();
        if (text[i] === ',') {
          i++;
          ws();
          if (text[i] === close) fail(`Trailing comma before '${close}'`);
          continue;
        }
        expect(close, `Expected ',' or '${close}'`);
        return;
      }
    }
    if (c === '"') return string();
    const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(
      text.slice(i, i + 64),
    );
    if (!literal) fail(`Unexpected character '${c}'`);
    i += literal![0].length;
  };
  try {
    value(0);
    ws();
    if (i < text.length) fail('Unexpected text after the end of the JSON value');
    return undefined;
  } catch (error) {
    if (error instanceof Syntax) return { offset: error.offset, reason: error.message };
    throw error;
  }
}

/**
 * Lines of a valid JSON object's top-level keys and of each element of its top-level arrays:
 * `elements.get('seats')[12]` is the line where seat 12 starts. One pass, strings skipped.
 */
export function topLevelElementLines(text: string) {
  const keys = new Map<string, number>();
  const elements = new Map<string, number[]>();
  let depth = 0;
  let line = 1;
  let key = '';
  let inArray = false;
  // True after an array's '[' or ',' at depth 2: the next non-blank character starts an element.
  let pending = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\n') line++;
    if (c === ' ' || c === '\t' || c === '\r' || c === '\n') continue;
    if (pending && c !== ']') elements.get(key)!.push(line);
    pending = false;
    if (c === '"') {
      const start = i;
      for (i++; text[i] !== '"'; i++) if (text[i] === '\\') i++;
      if (depth === 1 && /^\s*:/.test(text.slice(i + 1, i + 16))) {
        key = JSON.parse(text.slice(start, i + 1)) as string;
        keys.set(key, line);
      }
    } else if (c === '{' || c === '[') {
      depth++;
      if (depth === 2) {
        inArray = c === '[';
        if (inArray) elements.set(key, []);
        pending = inArray;
      }
    } else if (c === '}' || c === ']') depth--;
    else if (c === ',' && depth === 2 && inArray) pending = true;
  }
  return { keys, elements };
}
