/**
 * A look at a page as a user sees it: headless Chromium, a viewport width, a full-page PNG.
 *   node --import tsx scripts/screenshot.ts http://127.0.0.1:5000/ /tmp/home-390.png 390
 */
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../e2e/chromium';

const [url, output, width = '390'] = process.argv.slice(2);
if (!url || !output) {
  console.error('usage: screenshot.ts <url> <output.png> [width]');
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
// Map tiles cannot load here; fail them fast, as the browser tests do.
await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: output, fullPage: process.env.FULL_PAGE !== '0' });
await browser.close();
console.log(output);
