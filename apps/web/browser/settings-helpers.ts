import { Browser } from 'playwright-core';
import { demoUrl, freshPage, PASSWORD } from './browser';

export const OWNER = 'owner@demo.example';
export const SUPERUSER = 'admin@platform.example';

/**
 * Runs one GraphQL operation on the demo business as `email`, signed in through the API in a
 * context of its own (so it shares nothing with the page under test). Returns the data, or
 * throws with the errors.
 */
export async function graphqlAs<T>(
  browser: Browser,
  email: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const { context, page } = await freshPage(browser);
  try {
    await page.goto(demoUrl('/login'));
    const result = await page.evaluate(
      async ({ email, password, query, variables }) => {
        const call = async (text: string, vars: Record<string, unknown>, token?: string) => {
          const response = await fetch('/graphql', {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: token ? `Bearer ${token}` : 'null',
            },
            body: JSON.stringify({ query: text, variables: vars }),
          });
          return response.json();
        };
        const login = await call(
          `mutation ($login: ID!, $password: String!, $business: String) {
            loginSimple(login: $login, password: $password, business: $business, returnIdToken: true) { status error idToken }
          }`,
          { login: email, password, business: 'demo' },
        );
        const token = login.data?.loginSimple?.idToken;
        if (!token) return { errors: [login] };
        return call(query, variables, token);
      },
      { email, password: PASSWORD, query, variables },
    );
    if (!result.data || result.errors) throw new Error(`GraphQL failed: ${JSON.stringify(result)}`);
    return result.data as T;
  } finally {
    await context.close();
  }
}

/** The demo business's settings the browser tests change, as they were before them. */
export interface SettingsSnapshot {
  enableClientPosting: boolean | null;
  clientStatuses: string[] | null;
  birthdayMessage: string | null;
  smsTier: number | null;
  notificationsEnabled: boolean | null;
  notificationsEnabledOwnersOnly: boolean | null;
  internalVideoConfEnabled: boolean | null;
}

export async function snapshotSettings(browser: Browser): Promise<SettingsSnapshot> {
  const data = await graphqlAs<{ fullBusinessQuery: SettingsSnapshot }>(
    browser,
    SUPERUSER,
    `query ($businessName: ID!) {
      fullBusinessQuery(businessName: $businessName) {
        enableClientPosting clientStatuses birthdayMessage smsTier
        notificationsEnabled notificationsEnabledOwnersOnly internalVideoConfEnabled
      }
    }`,
    { businessName: 'demo' },
  );
  return data.fullBusinessQuery;
}

/** Puts back the snapshot's owner settings (selfUpdateBusiness) and superuser ones (updateBusiness). */
export async function restoreSettings(browser: Browser, snapshot: SettingsSnapshot): Promise<void> {
  const owner = await graphqlAs<{ selfUpdateBusiness: { status: string; error: string | null } }>(
    browser,
    OWNER,
    `mutation ($business: ID!, $enableClientPosting: Boolean, $clientStatuses: [String!], $birthdayMessage: SanitizedHTML) {
      selfUpdateBusiness(business: $business, enableClientPosting: $enableClientPosting,
        clientStatuses: $clientStatuses, birthdayMessage: $birthdayMessage) { status error }
    }`,
    {
      business: 'demo',
      enableClientPosting: snapshot.enableClientPosting,
      clientStatuses: snapshot.clientStatuses,
      birthdayMessage: snapshot.birthdayMessage,
    },
  );
  expect(owner.selfUpdateBusiness).toEqual({ status: 'ok', error: null });
  const platform = await graphqlAs<{ updateBusiness: { status: string; error: string | null } }>(
    browser,
    SUPERUSER,
    `mutation ($business: ID!, $notificationsEnabled: Boolean!, $notificationsEnabledOwnersOnly: Boolean!,
        $internalVideoConfEnabled: Boolean!, $smsTier: Int) {
      updateBusiness(business: $business, notificationsEnabled: $notificationsEnabled,
        notificationsEnabledOwnersOnly: $notificationsEnabledOwnersOnly,
        internalVideoConfEnabled: $internalVideoConfEnabled, smsTier: $smsTier) { status error }
    }`,
    {
      business: 'demo',
      notificationsEnabled: !!snapshot.notificationsEnabled,
      notificationsEnabledOwnersOnly: !!snapshot.notificationsEnabledOwnersOnly,
      internalVideoConfEnabled: !!snapshot.internalVideoConfEnabled,
      smsTier: snapshot.smsTier,
    },
  );
  expect(platform.updateBusiness).toEqual({ status: 'ok', error: null });
}
