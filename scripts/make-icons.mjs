// Draws the PWA icons (the favicon's "E" on violet) as PNG files, without any image library.
import fs from 'node:fs';
import zlib from 'node:zlib';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

function icon(size, padding) {
  const rows = [];
  // The "E" of favicon.svg on a 64-unit grid, scaled into the padded square.
  const inE = (x, y) =>
    (x >= 20 && x < 28 && y >= 16 && y < 48) ||
    (x >= 20 && x < 44 && ((y >= 16 && y < 23) || (y >= 29 && y < 36 && x < 42) || (y >= 41 && y < 48)));
  for (let y = 0; y < size; y++) {
    const row = [0];
    for (let x = 0; x < size; x++) {
      const u = ((x - padding) / (size - 2 * padding)) * 64;
      const v = ((y - padding) / (size - 2 * padding)) * 64;
      row.push(...(inE(u, v) ? [255, 255, 255, 255] : [0x70, 0x48, 0xe8, 255]));
    }
    rows.push(Buffer.from(row));
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

fs.writeFileSync('apps/web/public/pwa-192.png', icon(192, 0));
fs.writeFileSync('apps/web/public/pwa-512.png', icon(512, 0));
fs.writeFileSync('apps/web/public/pwa-maskable-512.png', icon(512, 80));
