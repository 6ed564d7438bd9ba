#!/usr/bin/env node
// Generates the footer's two QR codes (§1: official account and mini-program)
// as SVG files under src/assets/. Run once; the output is committed and
// bundled, so the page never fetches an image from the network.
//   node apps/web/scripts/gen-qr.mjs
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import QRCode from 'qrcode';

const BRAND_DARK = '#00604f';

// Fictional targets: the real account and mini-program links replace these.
const CODES = [
  { file: 'qr-official-account.svg', text: 'https://weixin.tcm-testing.example/official-account' },
  { file: 'qr-mini-program.svg', text: 'https://weixin.tcm-testing.example/mini-program' },
];

for (const { file, text } of CODES) {
  const svg = await QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 1,
    width: 108,
    color: { dark: BRAND_DARK, light: '#ffffff' },
  });
  const target = fileURLToPath(new URL(`../src/assets/${file}`, import.meta.url));
  await writeFile(target, svg.endsWith('\n') ? svg : `${svg}\n`);
  console.log(`wrote ${target}`);
}
