/**
 * `npm run bench:web`: builds for production, serves the store on a spare port and, in Chromium,
 * opens each main route cold. Prints the JavaScript and CSS each loads before it works (the server draws the page;
 * it works once the shell has hydrated it and its remote is mounted: `<html data-ready>`), in gzip bytes, and what
 * it loads after; warns when `/` goes over its 170 KB budget.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { ROOT } from './lib/apps';
import { waitForServer } from './lib/wait-for-server';

const PORT = Number(process.env.BENCH_PORT ?? 3190);
const ROUTES = [
  { path: '/', boundary: 'content' },
  { path: '/catalog', boundary: 'catalog' },
  { path: '/basket/', boundary: 'basket' },
  { path: '/lk', boundary: 'account' },
  { path: '/pharmacies', boundary: 'pharmacies' },
];
const HOME_BUDGET = 170 * 1024;

function gzipSize(deployDir: string, urlPath: string): number {
  const file = path.join(deployDir, decodeURIComponent(urlPath));
  if (fs.existsSync(`${file}.gz`)) return fs.statSync(`${file}.gz`).size;
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
  const deployDir = path.join(work, 'deploy');
  const server = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'scripts/start.ts')],
    {
      env: { ...process.env, PORT: String(PORT), DEPLOY_DIR: deployDir, DATA_DIR: path.join(work, 'data') },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    await waitForServer(`http://localhost:${PORT}/api/health`, 10 * 60_000);
    const rows: Array<{ route: string; js: number; css: number; files: number; afterwards: number }> = [];
    for (const route of ROUTES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const assets = new Set<string>();
      const later = new Set<string>();
      let rendered = false;
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.origin === `http://localhost:${PORT}` && /\.(js|css)$/.test(url.pathname))
          (rendered ? later : assets).add(url.pathname);
      });
      await page.goto(`http://localhost:${PORT}${route.path}`);
      // The page works: the shell hydrated, the route's remote mounted on what the server drew.
      await page.locator('html[data-ready]').waitFor({ state: 'attached' });
      await page.locator(`[data-boundary="${route.boundary}"] h1`).first().waitFor();
      rendered = true;
      await page.waitForLoadState('networkidle');
      const afterwards = [...later].reduce((sum, a) => sum + gzipSize(deployDir, a), 0);
      const js = [...assets].filter((a) => a.endsWith('.js')).reduce((sum, a) => sum + gzipSize(deployDir, a), 0);
      const css = [...assets].filter((a) => a.endsWith('.css')).reduce((sum, a) => sum + gzipSize(deployDir, a), 0);
      rows.push({ route: route.path, js, css, files: assets.size, afterwards });
      if (process.env.BENCH_VERBOSE) {
        for (const asset of [...assets].sort())
          console.log(`  ${route.path} ${asset} ${kb(gzipSize(deployDir, asset))}`);
      }
      await context.close();
    }
    console.log('\nroute        JS (gzip)   CSS (gzip)  files   loaded after it works (JS+CSS, gzip)');
    for (const row of rows) {
      console.log(
        `${row.route.padEnd(12)} ${kb(row.js).padStart(10)} ${kb(row.css).padStart(11)}  ${String(row.files).padStart(5)}   ${kb(row.afterwards)}`,
      );
    }
    const home = rows.find((r) => r.route === '/')!;
    console.log(
      `\nbudget for /: ${kb(HOME_BUDGET)} of JavaScript -> ${home.js <= HOME_BUDGET ? 'within budget' : 'OVER BUDGET'}`,
    );
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
