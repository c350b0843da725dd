import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BrowserContext, Page, chromium } from 'playwright-core';
import { DEMO_ORIGIN, hostUrl, sidebarHrefs, submitLogin, waitForPath, waitForThemePrimary } from './browser';

/**
 * The shared app host and the auth origin's storage frame (000 §2.1): a login on app.localhost
 * continues, still signed in, on the business's own subdomain; a subdomain naming no business
 * leads to business selection.
 */

let profile: string;
let context: BrowserContext;
let page: Page;

/**
 * On localhost the app, auth and business hosts are different sites, and Chromium's throwaway
 * contexts block the auth frame's (third-party) storage. A profile that allows third-party
 * storage, as a browser does for the subdomains of one registrable domain in production.
 */
beforeEach(async () => {
  profile = mkdtempSync(join(tmpdir(), 'tempo-app-host-'));
  mkdirSync(join(profile, 'Default'));
  writeFileSync(
    join(profile, 'Default', 'Preferences'),
    JSON.stringify({ profile: { block_third_party_cookies: false, cookie_controls_mode: 0 } }),
  );
  context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    viewport: { width: 1280, height: 900 },
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--host-resolver-rules=MAP *.localhost 127.0.0.1',
    ],
  });
  context.setDefaultTimeout(15000);
  page = context.pages()[0] ?? (await context.newPage());
});

afterEach(async () => {
  await context?.close();
  rmSync(profile, { recursive: true, force: true });
});

describe('app host', () => {
  it('sends the owner from app.localhost to demo.localhost, still logged in', async () => {
    await page.goto(hostUrl('app', '/login'));
    await submitLogin(page, 'owner@demo.example');
    await page.waitForURL((url) => url.origin === DEMO_ORIGIN && url.pathname === '/dashboard');
    await waitForPath(page, '/dashboard');
    await sidebarHrefs(page, ['/dashboard', '/business/demo/edit']);
    expect(new URL(page.url()).origin).toBe(DEMO_ORIGIN);
  });

  it('lets the superuser pick a business on app.localhost and work on it there', async () => {
    const appOrigin = new URL(hostUrl('app', '/')).origin;
    await page.goto(hostUrl('app', '/login'));
    await submitLogin(page, 'admin@platform.example');
    const modal = page.getByRole('dialog', { name: 'Select a business' });
    await modal.waitFor();
    await modal.getByText('Demo Music School', { exact: true }).click();
    await modal.waitFor({ state: 'hidden' });
    // Superusers are never sent to the business's subdomain (000 §2.1).
    await sidebarHrefs(page, ['/business/demo/edit', '/business']);
    expect(new URL(page.url()).origin).toBe(appOrigin);
    await page.waitForFunction(() => document.title === 'Demo Music School');
    // The business's own colour drives the theme on the app host too.
    await waitForThemePrimary(page, '#3b5bdb');
    await page.getByRole('link', { name: 'Business Settings' }).click();
    await page.getByRole('heading', { name: 'Business settings' }).waitFor();
    await expect(page.getByLabel(/^Full name/).inputValue()).resolves.toBe('Demo Music School');
    expect(new URL(page.url()).origin).toBe(appOrigin);
  });

  it('leads an unknown business subdomain to business selection', async () => {
    await page.goto(hostUrl('nosuch', '/'));
    await page.getByRole('heading', { name: 'Select a business' }).waitFor();
    expect(await page.getByRole('link', { name: 'Choose a business' }).getAttribute('href')).toBe(
      hostUrl('app', '/'),
    );
  });

  it('the storage frame keeps the session of the auth origin', async () => {
    await page.goto(hostUrl('auth', '/storage-frame'));
    const reply = await page.evaluate(
      () =>
        new Promise((resolve) => {
          window.addEventListener('message', (event) => 'ok' in event.data && resolve(event.data));
          window.postMessage({ id: 't1', op: 'set', key: 'probe', value: 'v' }, '*');
        }),
    );
    expect(reply).toEqual({ id: 't1', ok: true });
    expect(await page.evaluate(() => window.localStorage.getItem('probe'))).toBe('v');
  });
});
