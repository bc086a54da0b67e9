import path from 'node:path';
import { defineConfig } from '@playwright/test';

const ROOT = path.resolve(__dirname, '..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** The e2e store gets its own 'CDN' folder and database, so tests never touch a developer's. */
export const E2E_DEPLOY_DIR = path.join(ROOT, '.e2e', 'deploy');
export const E2E_DATA_DIR = path.join(ROOT, '.e2e', 'data');

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // One journey at a time against the one store: the release journeys move the registry every page reads, and the
  // journeys share the limits the store keeps per address (most come from 127.0.0.1: page views counted, lost users),
  // on which the canary journey's counted views depend.
  workers: 1,
  // No retries: a journey that passes only on its second try has found a race in the store or in itself (one hid a
  // header link that dropped a keyboard shopper's focus), and a retry would land it as a pass.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // A failed journey keeps its trace: actions, DOM snapshots, console and network. Without the screencast, which
    // took a sixth of the journeys' time on this machine's two cores (8 phone journeys: 65–70 s with it, 56–58 s
    // without, 52–55 s with no trace at all).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser of its own here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf "${path.join(ROOT, '.e2e')}" && npm start`,
    cwd: ROOT,
    url: `http://localhost:${E2E_PORT}/api/health`,
    timeout: 15 * 60_000,
    // a developer running one journey again may keep the e2e store of an earlier run up (E2E_REUSE_STORE=1); a run
    // of the whole suite starts its own, with a fresh database and origin
    reuseExistingServer: process.env.E2E_REUSE_STORE === '1',
    stdout: 'pipe',
    env: {
      LOG_LEVEL: 'warn',
      PORT: String(E2E_PORT),
      DEPLOY_DIR: E2E_DEPLOY_DIR,
      DATA_DIR: E2E_DATA_DIR,
      APP_ENV: 'local',
      // journeys that ask for SMS codes come from addresses of their own (X-Forwarded-For), as shoppers do
      TRUST_PROXY: '1',
      // no visit is measured by chance (a beacon would be an API request the first-view journeys do not expect);
      // the speed journey chooses its own visit
      RUM_SAMPLE_RATE: '0',
      // the canary journey waits on the judge's passes: every 5 s rather than the default 30 s
      CANARY_JUDGE_SECONDS: '5',
      // The journeys read pages the server drew (hydration keeps its elements, nothing jumps). A renderer on a busy
      // machine may take longer than the shoppers' 1.5 s, and then the part is rightly left to the browser; the
      // journeys must not depend on the machine's load, so their store waits for its drawing. No journey is about
      // the budget itself: a renderer that fails or hangs is tested in the API's own suite.
      SERVER_RENDER_BUDGET_MS: '30000',
    },
  },
});
