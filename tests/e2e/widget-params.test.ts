/**
 * Widget params that act in the browser, in Chromium against `navigator start` on a private
 * copy of config-samples: params.isOpenSettings opens the settings drawer when the widget
 * mounts, for users whose toolbar offers it.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import { openAs, waitForWidgets, type UserPage } from '../support/dashboard-page.ts';
import { chromiumAvailability, requireOrSkip } from '../support/environment.ts';
import { ROOT, startNavigator, type RunningServer } from '../support/server-process.ts';

const runs = requireOrSkip('widget params in Chromium', chromiumAvailability());

const DASHBOARD = path.join('acme', 'dashboards', 'sales-overview.json');
const CHART = 'region_revenue';

describe.skipIf(!runs)('widget params in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  const pages: UserPage[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'navigator-params-'));
    const configDir = path.join(dataDir, 'config');
    await cp(path.join(ROOT, 'config-samples'), configDir, { recursive: true });
    const file = path.join(configDir, DASHBOARD);
    const config = JSON.parse(await readFile(file, 'utf8'));
    // The super user (id 3) owns the chart, which asks to open its settings on mount.
    config.widgets[CHART].user_id = 3;
    config.widgets[CHART].params.isOpenSettings = true;
    await writeFile(file, JSON.stringify(config, null, 2));
    server = await startNavigator({ dataDir, configDir, build: true });
    browser = await launchChromium();
  });

  afterAll(async () => {
    for (const open of pages) await open.context.close();
    await browser?.close();
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function open(username: string): Promise<UserPage> {
    const opened = await openAs(browser, server.url, username);
    pages.push(opened);
    await opened.page.goto(`${opened.origin}/retail/sales`);
    await waitForWidgets(opened.page);
    return opened;
  }

  it('isOpenSettings: the owner finds the settings drawer open; a viewer never gets it', async () => {
    const owner = await open('super');
    const drawer = owner.page.getByTestId('widget-settings-drawer');
    await drawer.waitFor();
    await expect(drawer.count()).resolves.toBe(1);

    const viewer = await open('viewer');
    await expect(viewer.page.getByTestId('widget-settings-drawer').count()).resolves.toBe(0);
  });
});
