import { Browser, BrowserContext, Page, chromium } from 'playwright-core';

/** The running product, reached through the gateway (npm test starts it on its test ports). */
export const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';
export const PASSWORD = 'Demo-pass-1';
const port = new URL(GATEWAY).port;

/** The host of a label below localhost on the gateway's port ('demo' -> 'demo.localhost:4900'). */
export const hostOf = (label: string) => `${label}.localhost${port ? `:${port}` : ''}`;
/** A URL on a host below localhost ('app', '/login' -> 'http://app.localhost:4900/login'). */
export const hostUrl = (label: string, path: string) => `http://${hostOf(label)}${path}`;

/** The demo business's web app, on its own subdomain. */
export const DEMO_ORIGIN = `http://${hostOf('demo')}`;
export const demoUrl = (path: string) => `${DEMO_ORIGIN}${path}`;

/** Debian's chromium; `*.localhost` is resolved to the loopback address where the gateway listens. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      // No calls out of the machine: each would be refused, and slow the first pages down.
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
      '--host-resolver-rules=MAP *.localhost 127.0.0.1',
    ],
  });
}

/** A fresh context (own storage, so no session is shared between tests) and a desktop-sized page. */
export async function freshPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(15000);
  const page = await context.newPage();
  return { context, page };
}

/** Waits until the page's path is `path` (a client-side navigation or a full load). */
export function waitForPath(page: Page, path: string): Promise<void> {
  return page.waitForURL((url) => url.pathname === path, { waitUntil: 'commit' });
}

/** Fills and submits the password form of the login page the page is on. */
export async function submitLogin(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByRole('heading', { name: 'Login' }).waitFor();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Opens /login on the demo business and signs in with a password. */
export async function loginThroughUi(page: Page, email: string): Promise<void> {
  await page.goto(demoUrl('/login'));
  await submitLogin(page, email);
}

/**
 * The hrefs of every link in the sidebar, collapsed sections included, read once the links
 * in `present` are there (the sections' items mount after the sidebar itself).
 */
export async function sidebarHrefs(page: Page, present: readonly string[]): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const href of present) await nav.locator(`a[href="${href}"]`).waitFor({ state: 'attached' });
  return nav.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

/** The text of every entry (section titles and items) in the sidebar. */
export function sidebarTexts(page: Page): Promise<string[]> {
  return page
    .getByRole('navigation', { name: 'Main navigation' })
    .locator('a, button')
    .evaluateAll((items) => items.map((i) => (i.textContent ?? '').trim()));
}

/**
 * The hooks every browser spec needs: one browser per spec file, a fresh
 * context and page per test (closed after it). `use` receives them before each test.
 */
export function useBrowserPage(
  use: (s: { browser: Browser; context: BrowserContext; page: Page }) => void,
): void {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    const fresh = await freshPage(browser!);
    context = fresh.context;
    use({ browser: browser!, ...fresh });
  });
  afterEach(async () => {
    await context?.close();
  });
}

/** Waits until the theme's primary colour (Mantine's CSS variable) is `hex`. */
export function waitForThemePrimary(page: Page, hex: string) {
  return page.waitForFunction(
    (expected) =>
      getComputedStyle(document.documentElement)
        .getPropertyValue('--mantine-primary-color-filled')
        .trim()
        .toLowerCase() === expected,
    hex,
  );
}
