/**
 * The toolbar's menus and popovers mount on first open (useDeferredOpen.ts), in Chromium
 * against `navigator start`: before any click a dashboard has no Mantine menu or popover
 * dropdown in the page; a click on help shows the widget's description, a click on 'others'
 * opens its menu, whose item works, and both open again after closing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import { openAs, waitForWidgets, widget, type UserPage } from '../support/dashboard-page.ts';
import { chromiumAvailability, requireOrSkip } from '../support/environment.ts';
import { screenshotPath } from '../support/screenshots.ts';
import { startNavigator, type RunningServer } from '../support/server-process.ts';

const runs = requireOrSkip('widget menus in Chromium', chromiumAvailability());

describe.skipIf(!runs)('widget menus mount on first open', () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  let opened: UserPage | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'navigator-menus-'));
    server = await startNavigator({ dataDir, build: true });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await opened?.context.close();
    await browser?.close();
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('help and the others menu open on click, close, and open again', async () => {
    opened = await openAs(browser, server.url, 'owner', 'acme');
    const { page, origin } = opened;
    await page.goto(`${origin}/retail/sales?dashboard=executive-overview`);
    await waitForWidgets(page);
    const container = widget(page, 'daily_revenue');
    const help = page.getByTestId('widget-help');
    const menu = page.getByTestId('widget-menu');
    await expect(help.count()).resolves.toBe(0);
    await expect(menu.count()).resolves.toBe(0);

    for (let round = 0; round < 2; round++) {
      await container.locator('[data-toolbar-item="help"]').click();
      await expect.poll(() => help.isVisible()).toBe(true);
      await expect(help.innerText()).resolves.toContain('Net revenue per day');
      if (round === 0) await page.screenshot({ path: screenshotPath('widget-menus-help') });
      // A click outside closes the popover.
      await page.mouse.click(5, 5);
      await expect.poll(() => help.isVisible()).toBe(false);

      await container.locator('[data-toolbar-item="others"]').click();
      await expect.poll(() => menu.isVisible()).toBe(true);
      await expect(menu.locator('[data-action="clone"]').count()).resolves.toBe(1);
      if (round === 0) await page.screenshot({ path: screenshotPath('widget-menus-others') });
      await page.keyboard.press('Escape');
      await expect.poll(() => menu.isVisible()).toBe(false);
    }

    // Escape closes the help while focus is still on its button; the button opens it again.
    const helpButton = container.locator('[data-toolbar-item="help"]');
    await helpButton.click();
    await expect.poll(() => help.isVisible()).toBe(true);
    await helpButton.focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => help.isVisible()).toBe(false);
    await helpButton.click();
    await expect.poll(() => help.isVisible()).toBe(true);
    await helpButton.click();
    await expect.poll(() => help.isVisible()).toBe(false);

    // An item of the menu still acts: clone adds a temporary copy.
    const temps = page.getByTestId('widget-temp-badge');
    await container.locator('[data-toolbar-item="others"]').click();
    await menu.locator('[data-action="clone"]').click();
    await expect.poll(() => temps.count()).toBe(1);
  }, 120_000);
});
