#!/usr/bin/env node
// Makes every app icon from the one source image, public/icon.svg: the 192/512 px icons, the
// maskable 512 px icon (full-bleed background, mark inside the 80 % safe zone), the 180 px Apple
// touch icon (opaque, full-bleed — iOS rounds it itself) and favicon.ico (16/32/48 px PNGs).
// The outputs are committed so a build never needs sharp: run `node scripts/icons.mjs` after
// changing the source.
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const source = readFileSync(new URL('../public/icon.svg', import.meta.url), 'utf8');
const out = (name) => new URL(`../public/${name}`, import.meta.url);

/** The source with a square background and the mark scaled about the centre. */
function fullBleed(scale) {
  const squared = source.replace(/(<rect id="background"[^>]*?) rx="\d+"/, '$1 rx="0"');
  const scaled = squared.replace(
    '<g id="mark">',
    `<g id="mark" transform="translate(256 256) scale(${scale}) translate(-256 -256)">`,
  );
  if (squared === source || scaled === squared) throw new Error('icon.svg lost its #background or #mark');
  return scaled;
}

async function png(svg, size) {
  return sharp(Buffer.from(svg), { density: (72 * size) / 512 + 72 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** An ICO file holding PNG images (supported by every current browser). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  const entries = [];
  let offset = 6 + 16 * images.length;
  for (const { size, data } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

const files = {
  'pwa-192x192.png': await png(source, 192),
  'pwa-512x512.png': await png(source, 512),
  'maskable-icon-512x512.png': await png(fullBleed(0.8), 512),
  'apple-touch-icon-180x180.png': await png(fullBleed(0.9), 180),
  'favicon.ico': ico(
    await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(source, size) }))),
  ),
};
for (const [name, data] of Object.entries(files)) {
  writeFileSync(out(name), data);
  console.log(`public/${name}  ${data.length} bytes`);
}
