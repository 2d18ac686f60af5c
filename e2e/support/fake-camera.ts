import fs from 'node:fs';
import QRCode from 'qrcode';

/**
 * A video for Chromium's fake camera (`--use-file-for-fake-video-capture`): a QR code of `text`, dark on a
 * white sheet, as a phone would see a printed ticket, held `shownSeconds` then taken away for
 * `awaySeconds` (Chromium plays the file in a loop: the ticket is shown again and again). Y4M is a text
 * header, then raw frames (4:2:0: the luma plane, then two quarter-size chroma planes, grey here).
 */
export function writeQrVideo(file: string, text: string, shownSeconds = 3, awaySeconds = 4) {
  const [width, height, fps] = [640, 480, 2];
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  // 4 modules of quiet zone each side, then as large as the frame allows.
  const scale = Math.floor(Math.min(width, height) / (modules.size + 8));
  const left = Math.floor((width - modules.size * scale) / 2);
  const top = Math.floor((height - modules.size * scale) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y++)
        luma.fill(
          16,
          (top + row * scale + y) * width + left + col * scale,
          (top + row * scale + y) * width + left + (col + 1) * scale,
        );
    }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const shown = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const away = Buffer.concat([Buffer.from('FRAME\n'), Buffer.alloc(width * height, 235), chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`);
  const frames = [
    ...Array.from({ length: shownSeconds * fps }, () => shown),
    ...Array.from({ length: awaySeconds * fps }, () => away),
  ];
  fs.writeFileSync(file, Buffer.concat([header, ...frames]));
}
