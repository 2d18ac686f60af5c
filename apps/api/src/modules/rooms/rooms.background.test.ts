import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { rawRequests } from './rooms.test-helper';

const t = useTestApp();
const raw = rawRequests(t);
let roomId: string;
beforeAll(async () => {
  const room = await raw('SHOW_MANAGER', 'POST', '/api/rooms', {
    body: { name: 'Théâtre Molière', kind: 'placed' },
  });
  roomId = room.json().data.id;
});

const svgHeaders = { 'content-type': 'image/svg+xml' };
const upload = (body: string, id = roomId) =>
  raw('SHOW_MANAGER', 'PUT', `/api/rooms/${id}/background`, { body, headers: svgHeaders });
const stage = '<rect id="stage" x="0" y="0" width="800" height="120" fill="#5c3d2e"/>';
const malicious =
  `<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">` +
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 800 600" onload="alert(1)">` +
  `<script>alert(document.cookie)</script>${stage}` +
  `<a xlink:href="javascript:alert(1)"><circle cx="10" cy="10" r="5" onmouseover="alert(2)"/></a>` +
  `<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(3)"/></body></foreignObject>` +
  `<use href="http://evil.example/x.svg#a"/><image href="https://evil.example/track.png"/>` +
  `<style>@import url(http://evil.example/x.css); rect { fill: url(http://evil.example/p.png) }</style>` +
  `<path d="M0 0 L10 10" style="stroke: red; fill: url(http://evil.example/a)"/></svg>`;

describe('room background SVG', () => {
  it('stores a sanitised copy and serves it with a locked-down policy', async () => {
    const res = await upload(malicious);
    expect(res.status).toBe(200);
    expect(res.json().data).toMatchObject({ id: roomId, hasBackground: true });
    const served = await raw('ARTIST', 'GET', `/api/rooms/${roomId}/background.svg`);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(served.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
    );
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const svg = served.text.replace(' xmlns="http://www.w3.org/2000/svg"', '');
    expect(svg).not.toMatch(
      /script|alert|onload|onerror|onmouseover|javascript|foreignObject|evil|@import|DOCTYPE|http/i,
    );
    expect(svg).toContain('<rect id="stage" x="0" y="0" width="800" height="120" fill="#5c3d2e"></rect>');
    expect(svg).toContain('<g><circle cx="10" cy="10" r="5"></circle></g>');
    expect(svg).toContain('<path d="M0 0 L10 10" style="stroke:red"></path>');
    const etag = served.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const cached = await raw('ARTIST', 'GET', `/api/rooms/${roomId}/background.svg`, {
      headers: { 'if-none-match': etag },
    });
    expect(cached.status).toBe(304);
  });

  it('refuses files that are not SVG, entity bombs and files over 2 MiB, keeping the stored one', async () => {
    const before = (await raw('ADMIN', 'GET', `/api/rooms/${roomId}/background.svg`)).text;
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;">' +
      '<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&lol3;</text></svg>';
    for (const body of [laughs, '<html><body>hello</body></html>', '\x89PNG\r\n\x1a\n', 'plain text', '']) {
      const res = await upload(body);
      expect(res.status).toBe(400);
      expect(res.json().error.code).toMatch(/^E0000[23]$/);
    }
    const big = `<svg xmlns="http://www.w3.org/2000/svg">${stage.repeat(Math.ceil((2 * 1024 * 1024) / stage.length))}</svg>`;
    expect((await upload(big)).status).toBe(413);
    expect((await raw('ADMIN', 'GET', `/api/rooms/${roomId}/background.svg`)).text).toBe(before);
  });

  it('deletes the background; unplaced rooms take none', async () => {
    const removed = await raw('SHOW_MANAGER', 'DELETE', `/api/rooms/${roomId}/background`);
    expect(removed.json().data.hasBackground).toBe(false);
    expect((await raw('ADMIN', 'GET', `/api/rooms/${roomId}/background.svg`)).status).toBe(404);
    const gaAreas = [{ id: 'fosse', name: 'Fosse', capacity: 10 }];
    const club = await raw('ADMIN', 'POST', '/api/rooms', {
      body: { name: 'Le Club', kind: 'unplaced', gaAreas },
    });
    expect(
      (await upload(`<svg xmlns="http://www.w3.org/2000/svg">${stage}</svg>`, club.json().data.id)).status,
    ).toBe(409);
    expect((await upload('<svg/>', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
