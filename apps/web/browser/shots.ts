import { mkdirSync } from 'node:fs';
import { Page } from '@playwright/test';

/** Where the scheduling screens' screenshots go (desktop 1280x800 and phone 390x844). */
const SHOTS = process.env.SHOTS_DIR ?? '/work/shots/schedweb';

/** Screenshots of the page as it is, on a desktop and on a phone, named `<name>-desktop.png` / `-phone.png`. */
export async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: false });
  if (size) await page.setViewportSize(size);
}
