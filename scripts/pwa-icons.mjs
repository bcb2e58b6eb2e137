#!/usr/bin/env node
// The app's install icons (ADR 058), drawn from the logo mark (src/web/public/favicon.svg's artwork) with sharp and
// committed under src/web/public/icons/: run `node scripts/pwa-icons.mjs` after changing the logo.
//   icon-192.png, icon-512.png   "any" purpose: the rounded mark on a transparent ground
//   maskable-512.png              "maskable": the mark within the central 80 % safe zone on a full-bleed ground
//   apple-touch-icon.png (180)    iPhone's home-screen icon (iOS ignores the manifest's icons), full-bleed ground
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'src/web/public/icons');

/** The theme colour of the manifest and of the maskable icon's ground. */
export const ICON_GROUND = '#0b6670';

const MARK = `<circle cx="16" cy="17.5" r="7.5" fill="none" stroke="#fff" stroke-width="2.4"/><path d="M10.5 18.5c2 1.6 3.6 1.6 5.5 0s3.5-1.6 5.5 0" fill="none" stroke="#ffb547" stroke-width="2.2" stroke-linecap="round"/><circle cx="9" cy="7.5" r="1.3" fill="#fff"/><circle cx="13" cy="7.5" r="1.3" fill="#fff"/>`;

/** The favicon: a rounded square with the mark. */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="2" y="2" width="28" height="28" rx="8" fill="${ICON_GROUND}"/>${MARK}</svg>`;
/** Full bleed, the mark scaled into the safe zone (a circle of 80 % of the size: the launcher crops the rest). */
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${ICON_GROUND}"/><g transform="translate(16 16) scale(${scale}) translate(-16 -16)">${MARK}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: rounded },
  { file: 'icon-512.png', size: 512, svg: rounded },
  { file: 'maskable-512.png', size: 512, svg: fullBleed(0.8) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.9) },
];

await mkdir(outDir, { recursive: true });
for (const { file, size, svg } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(outDir, file));
  console.log(`wrote src/web/public/icons/${file} (${size}×${size})`);
}
