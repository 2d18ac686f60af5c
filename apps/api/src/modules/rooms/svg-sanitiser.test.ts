import { describe, expect, it } from 'vitest';
import { sanitiseSvg, sanitiseSvgInSlices, SvgRejected } from './svg-sanitiser';

const wrap = (body: string, extra = '') =>
  `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 100"${extra}>${body}</svg>`;
const stage = '<rect id="stage" x="10" y="5" width="80" height="20" fill="url(#wood)" stroke="#333"/>';
const gradient =
  '<defs><linearGradient id="wood"><stop offset="0" stop-color="#a0522d"/></linearGradient></defs>';

/** What must never survive, whatever its spelling. */
const forbidden =
  /script|onload|onclick|onmouseover|javascript|foreignObject|iframe|evil|http:|@import|<!ENTITY|lol/i;

describe('sanitiseSvg', () => {
  it('keeps harmless shapes, text, gradients and local references', () => {
    const svg = wrap(
      `${gradient}${stage}<g transform="translate(5 5)" style="fill: #eee; stroke-width: 2"><circle cx="50" cy="60" r="4"/>` +
        `<text x="50" y="15" text-anchor="middle">Scène &amp; fosse</text></g><use href="#stage" y="70"/><use xlink:href="#stage" y="80"/>`,
    );
    const clean = sanitiseSvg(svg);
    expect(clean).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><defs><linearGradient id="wood"><stop offset="0" stop-color="#a0522d"></stop></linearGradient></defs>' +
        '<rect id="stage" x="10" y="5" width="80" height="20" fill="url(#wood)" stroke="#333"></rect>' +
        '<g transform="translate(5 5)" style="fill:#eee;stroke-width:2"><circle cx="50" cy="60" r="4"></circle>' +
        '<text x="50" y="15" text-anchor="middle">Scène &amp; fosse</text></g><use href="#stage" y="70"></use><use href="#stage" y="80"></use></svg>',
    );
    expect(sanitiseSvg(clean)).toBe(clean);
  });

  const samples: Record<string, string> = {
    'script tag': wrap(`${stage}<script>alert(1)</script><script xlink:href="http://evil/x.js"/>`),
    'CDATA script': wrap(`${stage}<script><![CDATA[alert(document.cookie)]]></script>`),
    'event handlers': wrap(
      `<rect onload="alert(1)" onClick="alert(2)" width="5" height="5"/>${stage}`,
      ' onload="alert(1)"',
    ),
    'javascript: links': wrap(
      `<a href="javascript:alert(1)">${stage}</a><a xlink:href="javascript:alert(2)"><circle r="3"/></a>`,
    ),
    'foreignObject with HTML': wrap(
      `${stage}<foreignObject width="100" height="100"><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="http://evil/"/><script>alert(1)</script></body></foreignObject>`,
    ),
    'external use': wrap(`${stage}<use href="http://evil/x.svg#a"/><use xlink:href="//evil/x.svg#a"/>`),
    'style url and import': wrap(
      `<style>@import url(http://evil/x.css); rect { fill: url(http://evil/p.png) }</style>${stage}<circle r="2" style="fill:url('http://evil/a'); stroke: red; background:url(javascript:alert(1))"/>`,
    ),
    'CSS escapes': wrap(`${stage}<circle r="2" style="fill: u\\72l(http://evil/a)"/>`),
    'external image and data: HTML': wrap(
      `${stage}<image href="http://evil/track.png" width="5" height="5"/><image href="data:text/html;base64,PHNjcmlwdD4=" width="5"/>`,
    ),
    'iframe, embed, object': wrap(
      `${stage}<iframe src="http://evil/"/><embed src="http://evil/x.swf"/><object data="http://evil/"/>`,
    ),
    'animation rewriting href': wrap(
      `<a><set attributeName="href" to="javascript:alert(1)"/>${stage}</a><animate attributeName="onload"/>`,
    ),
    'processing instruction stylesheet': wrap(stage).replace(
      '?>',
      '?><?xml-stylesheet href="http://evil/x.css"?>',
    ),
    'doctype with unused entities': wrap(stage).replace(
      '?>',
      '?><!DOCTYPE svg [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]>',
    ),
    'filter with url to http': wrap(`${stage}<g filter="url(http://evil/f.svg#blur)"><circle r="1"/></g>`),
  };

  for (const [name, svg] of Object.entries(samples)) {
    it(`removes ${name} and keeps the stage`, () => {
      const clean = sanitiseSvg(svg);
      expect(clean.replace(' xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(forbidden);
      expect(clean).toContain('<rect id="stage"');
    });
  }

  it('keeps safe raster images embedded as data: URLs', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(sanitiseSvg(wrap(`<image href="${png}" width="5" height="5"/>`))).toContain(
      `<image href="${png}"`,
    );
  });

  it('refuses billion laughs (entities are never expanded), HTML, and files that are not XML', () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&lol2;</text></svg>`;
    expect(() => sanitiseSvg(laughs)).toThrow(SvgRejected);
    expect(() => sanitiseSvg('<html><body><svg/></body></html>')).toThrow('Not an SVG image');
    expect(() => sanitiseSvg('\x89PNG\r\n\x1a\n binary')).toThrow(SvgRejected);
    expect(() => sanitiseSvg('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>')).toThrow(SvgRejected);
    expect(() => sanitiseSvg('')).toThrow(SvgRejected);
  });

  it('refuses nesting beyond 128 levels while parsing, and slices give the same drawing', async () => {
    const nested = (n: number) =>
      `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(n - 1)}${'</g>'.repeat(n - 1)}</svg>`;
    expect(sanitiseSvg(nested(128))).toContain('<g></g>');
    expect(() => sanitiseSvg(nested(129))).toThrow('Elements are nested more than 128 deep');
    // Text, names and a character outside the BMP straddle the 16 KiB slice boundaries.
    const body = wrap(`<text x="1">Salle 🎭 é</text><rect width="5" height="5" fill="#123"/>`.repeat(2000));
    expect(await sanitiseSvgInSlices(body)).toBe(sanitiseSvg(body));
    await expect(sanitiseSvgInSlices(nested(20_000))).rejects.toThrow(SvgRejected);
  });
});
