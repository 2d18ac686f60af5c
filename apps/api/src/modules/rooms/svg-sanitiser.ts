import { SaxesParser, type SaxesTagNS } from 'saxes';
import {
  presentationProperties,
  renamedElements,
  svgAttributes,
  svgElements,
  textElements,
} from './svg-allow-list';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
/**
 * Both caps are enforced while parsing, so the work is bounded before it can grow: saxes resolves each
 * element's namespace by walking the open elements, which is quadratic in the depth (20,000 nested <g>
 * took seconds, 80,000 minutes, holding the event loop). A real hall plan is neither deep nor that big.
 */
const maxDepth = 128;
const maxElements = 50_000;

/** `url(#id)` is how gradients, clips, masks and markers are referenced: the only url() kept. */
const localUrl = /url\(\s*(['"]?)#[\w.:-]+\1\s*\)/gi;
/** Anything that could fetch, run or hide (CSS escapes spell `url` or `javascript` in disguise). */
const unsafeValue =
  /url\s*\(|\\|javascript:|vbscript:|data:|expression\s*\(|@|-moz-binding|behavior\s*:|[<>]/i;
const localHref = /^#[\w.:-]+$/;
const rasterData = /^data:image\/(?:png|jpeg|webp);base64,[a-z0-9+/=\s]+$/i;

const isSafeValue = (value: string) => !unsafeValue.test(value.replace(localUrl, ''));
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?(\*\/|$)/g, ' ');

function safeDeclarations(css: string): string {
  return withoutComments(css)
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      return colon > 0 && presentationProperties.has(property) && value && isSafeValue(value)
        ? `${property}:${value}`
        : '';
    })
    .filter(Boolean)
    .join(';');
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) =>
  escapeText(text)
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');

function attributeValue(element: string, name: string, value: string): string | undefined {
  if (name === 'href') {
    if (localHref.test(value.trim())) return value.trim();
    return element === 'image' && rasterData.test(value.trim()) ? value.replace(/\s/g, '') : undefined;
  }
  if (name === 'style') return safeDeclarations(value) || undefined;
  return isSafeValue(value) ? value : undefined;
}

function attributesOf(tag: SaxesTagNS, element: string): string {
  let out = '';
  for (const attribute of Object.values(tag.attributes)) {
    const name =
      attribute.uri === '' ? attribute.local
      : attribute.uri === XLINK_NS && attribute.local === 'href' ? 'href'
      : attribute.uri === XML_NS ? `xml:${attribute.local}`
      : undefined; // prettier-ignore
    if (!name || !svgAttributes.has(name) || /^on/i.test(name)) continue;
    const value = attributeValue(element, name, attribute.value);
    if (value !== undefined) out += ` ${name}="${escapeAttribute(value)}"`;
  }
  return out;
}

export class SvgRejected extends Error {}

/** A saxes parser wired to rebuild the allow-listed drawing; `result()` after the last chunk. */
function rebuilder() {
  const out: string[] = [];
  const open: (string | null)[] = [];
  let skipped = 0;
  let elements = 0;
  let style: string | undefined;
  const parser = new SaxesParser({ xmlns: true });
  parser.on('error', (error) => {
    throw new SvgRejected(`Not a valid SVG file: ${error.message.replace(/^(.*?:)?\d+:\d+: /, '')}`);
  });
  // Checked when the tag starts, before saxes resolves its namespace (the step that walks the depth).
  let depth = 0;
  parser.on('opentagstart', () => {
    if (++depth > maxDepth) throw new SvgRejected(`Elements are nested more than ${maxDepth} deep`);
    if (++elements > maxElements) throw new SvgRejected(`More than ${maxElements} elements`);
  });
  parser.on('opentag', (tag) => {
    if (!open.length && (tag.local !== 'svg' || (tag.uri !== SVG_NS && tag.uri !== '')))
      throw new SvgRejected('Not an SVG image');
    const local = renamedElements[tag.local] ?? tag.local;
    const keep = !skipped && (tag.uri === SVG_NS || tag.uri === '') && svgElements.has(local);
    if (!keep) {
      skipped++;
      open.push(null);
      return;
    }
    open.push(local);
    const namespace = open.length === 1 ? ` xmlns="${SVG_NS}"` : '';
    out.push(`<${local}${namespace}${attributesOf(tag, local)}>`);
    if (local === 'style') style = '';
  });
  const onText = (text: string) => {
    const current = open.at(-1);
    if (skipped || !current || !textElements.has(current)) return;
    if (style !== undefined) style += text;
    else out.push(escapeText(text));
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    depth--;
    const local = open.pop();
    if (local === null) return void skipped--;
    if (local === 'style' && style !== undefined) {
      const css = withoutComments(style);
      if (isSafeValue(css)) out.push(escapeText(css));
      style = undefined;
    }
    out.push(`</${local}>`);
  });
  return {
    parser,
    result() {
      parser.close();
      if (!out.length) throw new SvgRejected('Not an SVG image');
      return out.join('');
    },
  };
}

/**
 * A hall plan made safe to store and show: parsed as strict XML (a DOCTYPE is ignored and an entity it
 * declares is an error, so no entity expansion), then rebuilt from an allow-list of static-drawing
 * elements and attributes, with references only to fragments of the same file. The output is written
 * here, never copied from the input, so it is always well-formed. Throws SvgRejected when the file is
 * not SVG at all.
 */
export function sanitiseSvg(input: string): string {
  const { parser, result } = rebuilder();
  parser.write(input.replace(/^\ufeff/, ''));
  return result();
}

const sliceLength = 16 * 1024;

/**
 * The same, fed to the parser in slices with a turn of the event loop between them, so a large file
 * (2 MiB of small shapes takes a few hundred ms) never holds other requests for long.
 */
export async function sanitiseSvgInSlices(input: string): Promise<string> {
  const { parser, result } = rebuilder();
  const text = input.replace(/^\ufeff/, '');
  for (let start = 0; start < text.length; start += sliceLength) {
    parser.write(text.slice(start, start + sliceLength));
    if (start + sliceLength < text.length) await new Promise((resolve) => setImmediate(resolve));
  }
  return result();
}
