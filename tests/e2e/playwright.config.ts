// End-to-end tests in Debian's Chromium against the real server on a fresh data folder, desktop and phone.
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../helpers/chromium';

const PORT = Number(process.env.E2E_PORT ?? 8181);
/** One data folder per port, so that two runs on one machine never share a database. */
const DATA_DIR = `.tmp/e2e-data-${PORT}`;
/** E2E_DIST_DIR builds the app into a folder of its own (runs side by side); dist/ otherwise. */
const DIST_ENV: Record<string, string> = process.env.E2E_DIST_DIR ? { DIST_DIR: process.env.E2E_DIST_DIR } : {};
/** The flows a grower does with a phone in the grow room, run on the phone too (see the phone project). */
const PHONE_FLOWS = [
  'app-shell', 'auth', 'diary-logging-offline', 'diaries-offline', 'saved-offline', 'first-visit-offline',
  'server-rendering-firstpaint', 'shorts', 'server-rendering-shorts', 'early-input',
].map((spec) => `${spec}.spec.ts`);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../test-results',
  fullyParallel: true,
  workers: 2,
  // One more try for a test that fails: it is then reported as flaky in the run's summary (to fix, not to ignore), and
  // one timing slip of a loaded two-core machine no longer stops a change from landing.
  retries: 1,
  // Flows of two or three growers, each page a first load, on a two-core machine.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    // The phone runs the flows of the grow room and the phone's own layout (menu, sign-in, logging a week offline,
    // reading saved diaries, the first paint, shorts and their server-rendered feed above the tab bar); the rest behave
    // alike at every width and run once, on the desktop, to keep the suite within its 20 minutes.
    { name: 'phone', use: { ...devices['Pixel 7'] }, testMatch: PHONE_FLOWS },
  ],
  webServer: {
    // A fresh database each run; the server compiled as `npm start` compiles it (into this port's own file), and it
    // builds the app when the build is missing or stale.
    command: `rm -rf ${DATA_DIR} && SERVER_OUTFILE=.tmp/server-${PORT}/main.mjs npm run -s build:server && node --enable-source-maps .tmp/server-${PORT}/main.mjs`,
    cwd: '../..',
    url: `http://localhost:${PORT}/api/diaries/total`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // OIDC_DEV_PROVIDER: a local OpenID provider on PORT + 1000 for signing in with another account (oauth.spec.ts).
    env: { PORT: String(PORT), DATA_DIR, RATE_LIMIT_SCALE: '100', OIDC_DEV_PROVIDER: '1', ...DIST_ENV },
  },
});
