// Renders packages/site/public/images/logo.svg into packages/site/public/favicon.ico (16, 32 and 48 px PNG images
// in one ICO file) with headless Chromium. Run by hand after the logo changes: `node scripts/make-favicon.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumPath } from './chromium-path.mjs';

const SIZES = [16, 32, 48];
const svg = readFileSync('packages/site/public/images/logo.svg', 'utf8');
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
const images = [];
for (const size of SIZES) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{width:${size}px;height:${size}px;display:block}</style>${svg}`,
  );
  images.push(await page.screenshot({ omitBackground: true }));
  await page.close();
}
await browser.close();

// ICO: a 6-byte header, a 16-byte directory entry per image, then the PNG files (PNG entries are valid since Vista).
const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(images.length, 4);
let offset = 6 + 16 * images.length;
const entries = images.map((png, i) => {
  const entry = Buffer.alloc(16);
  entry.writeUInt8(SIZES[i] % 256, 0);
  entry.writeUInt8(SIZES[i] % 256, 1);
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += png.length;
  return entry;
});
writeFileSync('packages/site/public/favicon.ico', Buffer.concat([header, ...entries, ...images]));
console.log(`favicon.ico: ${SIZES.join(', ')} px, ${offset} bytes`);
