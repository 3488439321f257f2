import { defineConfig } from '@playwright/test';
import ports from '@member/shared-contracts/environment/local-ports.json';

/**
 * Journeys against the assembled app: the built shell and remotes on their static servers and the
 * sandbox services, started by the same script as `npm start` (with the test-only supervisor that can
 * stop and start one remote's server). Debian's Chromium: `npx playwright install` cannot download here.
 */
export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://localhost:${ports.shell}`,
    trace: 'retain-on-failure',
    // The shell's service worker forwards some calls itself, and a call it forwards is not seen by
    // page.route: journeys that stand in for an answer would stop seeing theirs once it installs. The
    // journeys about the worker and offline use allow it (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: {
    command: 'node ../scripts/start.mjs',
    cwd: __dirname,
    url: `http://localhost:${ports.shell}/config/remotes.json`,
    env: { MEMBER_TEST_CONTROL: '1', SANDBOX_MODE: '1' },
    reuseExistingServer: !process.env.CI,
    timeout: 15 * 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
