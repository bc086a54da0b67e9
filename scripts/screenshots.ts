/**
 * `npm run screenshots`: starts the store on a spare port (production build, its own folders) and photographs the
 * home page, a category listing, a product page and the basket with two products, each in the window the browser of
 * an iPhone 13 and of a Galaxy S24 shows (Playwright's descriptors: 390 × 664 and 360 × 780, touch), into `.screenshots/` (git-ignored), so a reviewer can look without starting the store.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, devices } from 'playwright-core';
import { ROOT } from './lib/apps';
import { browserCookies } from './lib/checkout-shopper';
import { quiet } from './lib/interaction-timing';
import { samplePages } from './lib/sample-pages';
import { startSpareStore } from './lib/spare-store';

const PORT = Number(process.env.SCREENSHOTS_PORT ?? 3291);
const OUT = path.join(ROOT, '.screenshots');
const PHONES = ['iPhone 13', 'Galaxy S24'] as const;
const WANTED = new Set(['home', 'category listing', 'product page', 'basket (2 products)']);

const fileName = (page: string, phone: string) => `${page.split(' ')[0]}-${phone.replace(/ /g, '-')}.png`;

async function main() {
  const store = startSpareStore(PORT, 'screenshots');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    await store.ready();
    fs.rmSync(OUT, { recursive: true, force: true });
    fs.mkdirSync(OUT, { recursive: true });
    const pages = (await samplePages(store.base)).filter((page) => WANTED.has(page.name));
    for (const phone of PHONES) {
      const { defaultBrowserType: _browser, ...descriptor } = devices[phone];
      for (const sample of pages) {
        const context = await browser.newContext(descriptor);
        // a returning shopper: the first visit's questions would cover what is being looked at
        await context.addInitScript(() => {
          localStorage.setItem('apteka:consent:analytics', 'denied');
          localStorage.setItem('apteka:dismissed:showConfirmCorrectRegion', '1');
        });
        await context.addCookies(browserCookies(sample.cookie, store.base));
        const page = await context.newPage();
        await page.goto(`${store.base}${sample.path}`, { waitUntil: 'networkidle' });
        // the photograph shows the page as it rests: nothing left to draw or load
        await quiet(page);
        const file = path.join(OUT, fileName(sample.name, phone));
        await page.screenshot({ path: file });
        console.log(`${path.relative(ROOT, file)}  ${sample.name} (${sample.path})`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await store.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
