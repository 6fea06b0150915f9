#!/usr/bin/env node
// Generates the PWA icons in public/ with no dependencies: a white playing card with a
// black spade on felt green, rasterised with 4x4 supersampling and written as PNG via node:zlib.
//   node scripts/make-icons.mjs
import { deflateSync } from 'node:zlib';
import { writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');

const FELT = [11, 93, 59];
const FELT_DARK = [8, 74, 47];
const CARD = [250, 248, 240];
const INK = [24, 24, 24];

// --- PNG encoding ---------------------------------------------------------------------------
const CRC_TABLE = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}
function encodePng(size, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0; // filter: none
    rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// --- Shapes in unit coordinates (0..1, y down) ----------------------------------------------
function inRoundRect(x, y, x0, y0, x1, y1, r) {
  if (x < x0 || x > x1 || y < y0 || y > y1) return false;
  const cx = Math.min(Math.max(x, x0 + r), x1 - r);
  const cy = Math.min(Math.max(y, y0 + r), y1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}
// Spade: an upside-down heart ((x²+y²-1)³ - x²y³ ≤ 0) plus a flared stem.
function inSpade(x, y, cx, cy, s) {
  const u = (x - cx) / s;
  const v = (y - cy) / s;
  const hx = u * 1.1;
  const hy = v * 1.1 + 0.1; // heart with its point at the top (y down already flips it)
  const heart = (hx * hx + hy * hy - 1) ** 3 - hx * hx * hy ** 3 <= 0;
  if (heart) return true;
  // stem: a triangle from the heart's centre down to a flat base
  const top = 0.35;
  const bottom = 1.35;
  if (v < top || v > bottom) return false;
  const t = (v - top) / (bottom - top);
  const half = 0.06 + 0.34 * t * t;
  return Math.abs(u) <= half;
}

function shade(x, y, { maskable }) {
  // Background: felt, with a gentle vignette. Regular icons get rounded corners.
  const d = Math.hypot(x - 0.5, y - 0.5) / 0.7071;
  const bg = FELT.map((c, i) => Math.round(c + (FELT_DARK[i] - c) * d));
  if (!maskable && !inRoundRect(x, y, 0, 0, 1, 1, 0.18)) return null;
  // Maskable icons keep their artwork inside the central 80% safe circle.
  const k = maskable ? 0.72 : 1;
  const X = 0.5 + (x - 0.5) / k;
  const Y = 0.5 + (y - 0.5) / k;
  const card = [0.24, 0.14, 0.76, 0.86];
  if (inRoundRect(X, Y, card[0] + 0.02, card[1] + 0.025, card[2] + 0.02, card[3] + 0.025, 0.06)) {
    if (!inRoundRect(X, Y, ...card, 0.06)) return bg.map((c) => Math.round(c * 0.7)); // shadow
  }
  if (inRoundRect(X, Y, ...card, 0.06)) {
    if (inSpade(X, Y, 0.5, 0.46, 0.17)) return INK;
    return CARD;
  }
  return bg;
}

function render(size, opts) {
  const buf = Buffer.alloc(size * size * 4);
  const SS = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const c = shade((px + (sx + 0.5) / SS) / size, (py + (sy + 0.5) / SS) / size, opts);
          if (!c) continue;
          r += c[0];
          g += c[1];
          b += c[2];
          a += 1;
        }
      }
      const o = (py * size + px) * 4;
      if (a > 0) {
        buf[o] = Math.round(r / a);
        buf[o + 1] = Math.round(g / a);
        buf[o + 2] = Math.round(b / a);
      }
      buf[o + 3] = Math.round((255 * a) / (SS * SS));
    }
  }
  return encodePng(size, buf);
}

mkdirSync(outDir, { recursive: true });
const icons = [
  ['icon-192.png', 192, { maskable: false }],
  ['icon-512.png', 512, { maskable: false }],
  ['icon-maskable-512.png', 512, { maskable: true }],
];
for (const [name, size, opts] of icons) {
  const png = render(size, opts);
  writeFileSync(join(outDir, name), png);
  console.log(`wrote public/${name} (${size}x${size}, ${png.length} bytes)`);
}
