// Builds public/favicon.ico from public/favicon.svg: browsers and crawlers that ask for
// /favicon.ico without reading the page's <link rel="icon"> get the same logo. Run it after
// changing the SVG: `node scripts/make-favicon.mjs`. The SVG is drawn by Debian's Chromium at
// 16, 32 and 48 px; the ICO holds the three PNGs (a format every ICO reader accepts since Vista).
import { readFileSync, writeFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.mjs";

const SIZES = [16, 32, 48];
const svg = readFileSync("public/favicon.svg", "utf8");

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const pngs = [];
try {
  for (const size of SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    pngs.push(await page.screenshot({ omitBackground: true, type: "png" }));
    await page.close();
  }
} finally {
  await browser.close();
}

// ICONDIR (6 bytes), one 16-byte ICONDIRENTRY per image, then the images.
const header = Buffer.alloc(6 + 16 * pngs.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(pngs.length, 4);
let offset = header.length;
pngs.forEach((png, index) => {
  const entry = 6 + 16 * index;
  header.writeUInt8(SIZES[index] % 256, entry);
  header.writeUInt8(SIZES[index] % 256, entry + 1);
  header.writeUInt16LE(1, entry + 4);
  header.writeUInt16LE(32, entry + 6);
  header.writeUInt32LE(png.length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += png.length;
});
writeFileSync("public/favicon.ico", Buffer.concat([header, ...pngs]));
console.log(`public/favicon.ico: ${SIZES.join(", ")} px, ${offset} bytes`);
