// Draws the PNG app icons and favicon.ico from app/icon.svg with the test browser (Debian's Chromium):
//   node scripts/make-icons.mjs
// Writes app/apple-icon.png (180), public/icons/app-192.png, public/icons/app-512.png (maskable: the mark on
// a full-bleed brand square) and app/favicon.ico (16, 32 and 48 px PNGs in one .ico). Run again after
// changing the mark; the outputs are committed.
import fs from "node:fs";
import { chromium } from "@playwright/test";

const svg = fs.readFileSync("app/icon.svg", "utf8");
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage();

async function png(size, { fullBleed = false } = {}) {
  await page.setViewportSize({ width: size, height: size });
  const inner = fullBleed ? Math.round(size * 0.8) : size;
  const html = `<html><body style="margin:0;width:${size}px;height:${size}px;display:flex;align-items:center;justify-content:center;background:${fullBleed ? "#2f6fed" : "transparent"}">
    <div style="width:${inner}px;height:${inner}px">${svg.replace("<svg ", `<svg style="width:100%;height:100%" `)}</div></body></html>`;
  await page.setContent(html);
  return page.screenshot({ omitBackground: !fullBleed, clip: { x: 0, y: 0, width: size, height: size } });
}

function ico(images) {
  // ICONDIR + one ICONDIRENTRY per image, PNG payloads (supported by every current browser)
  const head = Buffer.alloc(6 + 16 * images.length);
  head.writeUInt16LE(0, 0);
  head.writeUInt16LE(1, 2);
  head.writeUInt16LE(images.length, 4);
  let offset = head.length;
  images.forEach(({ size, data }, i) => {
    const e = 6 + 16 * i;
    head.writeUInt8(size >= 256 ? 0 : size, e);
    head.writeUInt8(size >= 256 ? 0 : size, e + 1);
    head.writeUInt8(0, e + 2);
    head.writeUInt8(0, e + 3);
    head.writeUInt16LE(1, e + 4);
    head.writeUInt16LE(32, e + 6);
    head.writeUInt32LE(data.length, e + 8);
    head.writeUInt32LE(offset, e + 12);
    offset += data.length;
  });
  return Buffer.concat([head, ...images.map((x) => x.data)]);
}

try {
  fs.mkdirSync("public/icons", { recursive: true });
  fs.writeFileSync("app/apple-icon.png", await png(180, { fullBleed: true }));
  fs.writeFileSync("public/icons/app-192.png", await png(192));
  fs.writeFileSync("public/icons/app-512.png", await png(512));
  fs.writeFileSync("public/icons/app-maskable-512.png", await png(512, { fullBleed: true }));
  const sizes = [16, 32, 48];
  fs.writeFileSync("app/favicon.ico", ico(await Promise.all(sizes.map(async (size) => ({ size, data: await png(size) })))));
} finally {
  await browser.close();
}
console.log("icons written: app/favicon.ico, app/apple-icon.png, public/icons/app-{192,512,maskable-512}.png");
