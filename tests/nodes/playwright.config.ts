// The two-node test (`npm run test:nodes`): nginx in front of two compiled server processes on one PostgreSQL
// database and one MEDIA_DIR (tests/nodes/cluster.ts), driven in Debian's Chromium on the desktop.
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../helpers/chromium';
import { PROXY_URL } from './cluster';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../.tmp/nodes/results',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    baseURL: PROXY_URL,
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
