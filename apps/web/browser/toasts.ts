import { expect, Page } from '@playwright/test';

/** The page's record of the alerts it showed (window.shownAlerts, set up by recordAlerts). */
type AlertLog = Window & { shownAlerts?: string[] };

/**
 * Init script: records the text of every alert the document shows (Mantine's toasts have the
 * role "alert") the moment it is added, so that a test can tell a toast was shown after it is gone.
 */
export function recordAlerts(): void {
  const shown: string[] = [];
  (window as AlertLog).shownAlerts = shown;
  const record = (el: Element) => {
    if (el.getAttribute('role') === 'alert') shown.push(el.textContent?.trim() ?? '');
  };
  new MutationObserver((changes) =>
    changes.forEach((change) =>
      change.addedNodes.forEach((node) => {
        if (!(node instanceof Element)) return;
        record(node);
        node.querySelectorAll('[role="alert"]').forEach(record);
      }),
    ),
  ).observe(document, { childList: true, subtree: true });
}

const shownAlerts = (page: Page) => page.evaluate(() => (window as AlertLog).shownAlerts ?? []);

/**
 * Runs `action`, then expects the page to have shown a toast reading `text` since. The toasts are
 * read from the page's record of them, not from the screen: an info toast ('Success') is gone
 * after 1.5 s, and a page busy re-rendering (a long list after a save) can take longer than that
 * to answer the test's next look, so the toast can come and go unseen.
 */
export async function expectToast(page: Page, text: string, action: () => Promise<void>): Promise<void> {
  const before = (await shownAlerts(page)).length;
  await action();
  await expect
    .poll(async () => (await shownAlerts(page)).slice(before), { message: `a '${text}' toast` })
    .toContain(text);
}
