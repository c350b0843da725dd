import { defineConfig } from '@playwright/test';
import { DEMO_ORIGIN, GATEWAY } from './hosts';

/**
 * Browser tests against the running product (npm test starts it and sets GATEWAY_URL), in
 * Debian's Chromium: no browser is downloaded. Every host below localhost (demo.localhost,
 * app.localhost, auth.localhost, a test's own business) resolves to the gateway's address.
 *
 * Each test has its own browser context and never depends on another: the demo business is only
 * read, a test that writes makes a business of its own. Two workers share the two cores of the
 * test machine with the product (BROWSER_WORKERS overrides).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.browser-spec.ts',
  fullyParallel: true,
  workers: Number(process.env.BROWSER_WORKERS ?? 2),
  retries: 0,
  forbidOnly: true,
  // Generous: the product and Chromium share two cores, and a slow step is not a failure.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: 'list',
  // Traces and screenshots of failed tests, outside the source tree (git-ignored).
  outputDir: '../../../.local/browser-tests',
  use: {
    browserName: 'chromium',
    baseURL: DEMO_ORIGIN,
    viewport: { width: 1280, height: 900 },
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        // No calls out of the machine: each would be refused, and slow the first pages down.
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        `--host-resolver-rules=MAP *.localhost ${new URL(GATEWAY).hostname}`,
        // A gateway on a port Chromium counts as unsafe (e.g. 6000, X11's) is still reached.
        ...(new URL(GATEWAY).port ? [`--explicitly-allowed-ports=${new URL(GATEWAY).port}`] : []),
      ],
    },
  },
});
