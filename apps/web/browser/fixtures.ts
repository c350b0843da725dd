import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, BrowserContext, expect, Page } from '@playwright/test';
import {
  createOwnBusiness,
  OwnBusiness,
  OwnBusinessOptions,
  PASSWORD,
  SUPERUSER_LOGIN,
} from '@tempo/testing';
import { atPath, DEMO_ORIGIN, hostUrl } from './hosts';
import { Inbox, inbox } from './inbox';
import { sharedSessions, signInOn, storeSession } from './sessions';
import { recordAlerts } from './toasts';

export { expect };
export { storeSession } from './sessions';
export { expectToast } from './toasts';

/** The seeded users of the demo business (services/identity seed), and the platform's superuser. */
export const DEMO_USERS = {
  owner: 'owner@demo.example',
  manager: 'manager@demo.example',
  staff: 'staff@demo.example',
  limited: 'limited@demo.example',
  client: 'client@demo.example',
  superuser: SUPERUSER_LOGIN,
} as const;

/** Fills and submits the password form of the login page the page is on. */
export async function submitLogin(page: Page, email: string, password = PASSWORD): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Signs in with a password on /login of `origin` and waits until the app has left /login. */
export async function signIn(page: Page, email: string, origin = DEMO_ORIGIN): Promise<void> {
  await page.goto(`${origin}/login`);
  await submitLogin(page, email);
  await page.waitForURL((url) => url.pathname !== '/login' && url.pathname !== '/', { waitUntil: 'commit' });
}

/** The shell's sidebar. */
export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** A sidebar entry (a section title or an item, collapsed sections included) whose whole text is `text`. */
export const sidebarEntry = (page: Page, text: string) =>
  sidebar(page)
    .locator('a, button')
    .filter({ hasText: new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`) });

/**
 * The sidebar links to `present` are there (the sections' items mount after the sidebar itself),
 * then none links to `absent`.
 */
export async function expectSidebarLinks(
  page: Page,
  present: readonly string[],
  absent: readonly string[] = [],
): Promise<void> {
  const link = (href: string) => sidebar(page).locator(`a[href="${href}"]`);
  for (const href of present) await expect(link(href)).toBeAttached();
  for (const href of absent) await expect(link(href)).toHaveCount(0);
}

/** The theme's primary colour (Mantine's CSS variable on the document) becomes `hex`. */
export async function expectThemePrimary(page: Page, hex: string): Promise<void> {
  await expect(page.locator('html')).toHaveCSS(
    '--mantine-primary-color-filled',
    new RegExp(`^\\s*${hex}\\s*$`, 'i'),
  );
}

/** The demo users' sessions, signed in once per worker (each worker is a process of its own). */
const demoSession = sharedSessions(signInOn('demo'));

/**
 * A signed-in page for a demo user: `page`, holding the user's session (sessions.ts) and opened
 * on demo.localhost, which has led it to the user's home page.
 */
const signedInAs =
  (email: string) =>
  async ({ page }: { page: Page }, use: (page: Page) => Promise<void>) => {
    await storeSession(page, DEMO_ORIGIN, await demoSession(email));
    await page.goto('/');
    await page.waitForURL((url) => url.pathname !== '/', { waitUntil: 'commit' });
    await expect(page, `${email} is signed in`).not.toHaveURL(atPath('/login'));
    await use(page);
  };

/**
 * The pages signed in as a demo user share that user's session with the worker's other tests
 * (sessions.ts): a test that logs out, or is about signing in, starts from `page` and signs in
 * itself (signIn, submitLogin).
 */
export interface BrowserFixtures {
  /** `page`, signed in as the demo business's owner (read-only use of demo). */
  ownerPage: Page;
  managerPage: Page;
  staffPage: Page;
  /** A staff member with few permissions. */
  limitedPage: Page;
  clientPage: Page;
  /** `page`, signed in on demo.localhost as the platform's superuser. */
  superuserPage: Page;
  /** Opens a page in a context of its own: another visitor, sharing no storage with `page`. */
  newVisitor: () => Promise<Page>;
  /** How `ownBusiness` is made (`test.use({ ownBusinessOptions })`). */
  ownBusinessOptions: OwnBusinessOptions;
  /** A business of the test's own, created by the superuser with an owner (tests that write use it). */
  ownBusiness: OwnBusiness;
  /**
   * `page`, holding the session of `ownBusiness`'s owner (who signed in through the login link
   * mailed to them) for the business's host, which the test then opens.
   */
  ownBusinessOwnerPage: Page;
  mail: Inbox;
  /**
   * A page of a Chromium profile that allows third-party storage. On localhost the app, auth and
   * business hosts are different sites, and Chromium's throwaway contexts block the auth frame's
   * (third-party) storage; a browser allows it for the subdomains of one registrable domain, as in
   * production.
   */
  thirdPartyStoragePage: Page;
}

export const test = base.extend<BrowserFixtures>({
  // Every test's page keeps a record of the toasts it shows (expectToast).
  page: async ({ page }, use) => {
    await page.addInitScript(recordAlerts);
    await use(page);
  },

  ownerPage: signedInAs(DEMO_USERS.owner),
  managerPage: signedInAs(DEMO_USERS.manager),
  staffPage: signedInAs(DEMO_USERS.staff),
  limitedPage: signedInAs(DEMO_USERS.limited),
  clientPage: signedInAs(DEMO_USERS.client),
  superuserPage: signedInAs(DEMO_USERS.superuser),

  newVisitor: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async () => {
      const context = await browser.newContext();
      contexts.push(context);
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },

  ownBusinessOptions: [{ prefix: 'web', fullName: 'Own Music School' }, { option: true }],

  ownBusiness: async ({ ownBusinessOptions }, use) => {
    await use(await createOwnBusiness(ownBusinessOptions));
  },

  ownBusinessOwnerPage: async ({ page, ownBusiness }, use) => {
    await storeSession(page, hostUrl(ownBusiness.name, ''), ownBusiness.owner);
    await use(page);
  },

  mail: inbox,

  thirdPartyStoragePage: async ({ playwright, launchOptions, viewport, actionTimeout }, use) => {
    const profile = mkdtempSync(join(tmpdir(), 'tempo-browser-profile-'));
    mkdirSync(join(profile, 'Default'));
    writeFileSync(
      join(profile, 'Default', 'Preferences'),
      JSON.stringify({ profile: { block_third_party_cookies: false, cookie_controls_mode: 0 } }),
    );
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...launchOptions,
      viewport,
    });
    context.setDefaultTimeout(actionTimeout || 0);
    try {
      await use(context.pages()[0] ?? (await context.newPage()));
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  },
});
