/**
 * A dashboard's History in Chromium (issue 29) against `navigator start` on the demo's own
 * config repository (<data>/demo-config, a git work tree): the owner changes a widget's title
 * in its settings; History lists that save as a commit by the owner with the semantic diff
 * (the title from → to); Revert, confirmed, puts the old title back on the grid and shows up
 * as a new commit. The same drawer in Spanish. A config that is not in git says so.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import {
  openAs,
  waitForWidgets,
  widget,
  type UserPage,
  toolbarAction,
} from '../support/dashboard-page.ts';
import { chromiumAvailability, requireOrSkip } from '../support/environment.ts';
import { screenshotPath } from '../support/screenshots.ts';
import { startNavigator, type RunningServer } from '../support/server-process.ts';

const runs = requireOrSkip('dashboard history in Chromium', chromiumAvailability());
const WIDGET = 'kpi_margin';
const OLD_TITLE = 'Gross Margin %';
const NEW_TITLE = 'Margin after review';
/** The widget title's English input in the settings dialog (the demo's titles are translated). */
const TITLE_INPUT = 'input[id$="-attributes_title"], input[id$="-attributes_title_en"]';

/** A change's text with its label and values on one line each. */
const changeText = async (change: Locator) => (await change.innerText()).replace(/\n+/g, '\n');

const titleOf = (page: Page) =>
  widget(page, WIDGET).locator('.nav-widget-title').first().innerText();

describe.skipIf(!runs)('dashboard history', () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  const pages: UserPage[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'navigator-history-'));
    // No --config: the demo serves <data>/demo-config, a git repository of its own.
    server = await startNavigator({ dataDir, build: true });
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    for (const opened of pages) await opened.context.close();
    await browser?.close();
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function open(username: string): Promise<Page> {
    const opened = await openAs(browser, server.url, username);
    pages.push(opened);
    await opened.page.goto(`${opened.origin}/retail/sales`);
    await waitForWidgets(opened.page);
    return opened.page;
  }

  /** Opens History from the edit bar; `title` is the drawer's title in the page's language. */
  async function openHistory(page: Page, title = 'History of this dashboard'): Promise<Locator> {
    if ((await page.getByTestId('edit-bar').count()) === 0) {
      await page.getByTestId('edit-dashboard').click();
    }
    await page.getByTestId('edit-history').click();
    const drawer = page.getByRole('dialog', { name: title });
    await drawer.getByTestId('history-commit').first().waitFor();
    // The drawer slides in: let the transition end before reading pixels.
    await drawer.evaluate((el) =>
      Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)),
    );
    return drawer;
  }

  it('owner: a title changed in settings is a commit with its diff, and Revert undoes it', async () => {
    const page = await open('owner');
    await expect(titleOf(page)).resolves.toBe(OLD_TITLE);
    await toolbarAction(page, widget(page, WIDGET), 'settings');
    const dialog = page.getByTestId('widget-settings');
    await dialog.waitFor();
    await dialog.locator(TITLE_INPUT).fill(NEW_TITLE);
    await dialog.getByTestId('settings-save').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => titleOf(page)).toBe(NEW_TITLE);

    const drawer = await openHistory(page);
    const newest = drawer.getByTestId('history-commit').first();
    await expect(newest.getAttribute('data-selected')).resolves.toBe('true');
    const heading = await newest.getByTestId('history-commit-pick').innerText();
    expect(heading).toContain(`sales-overview: widget ${WIDGET} title`);
    expect(heading).toContain('Owen Carter');
    // The oldest commit is the demo copy's creation: listed as such, not revertible.
    const all = drawer.getByTestId('history-commit');
    expect(await all.count()).toBeGreaterThanOrEqual(2);
    const oldest = all.last();
    await oldest.getByTestId('history-commit-pick').click();
    await expect(oldest.getAttribute('data-selected')).resolves.toBe('true');
    await expect(oldest.getByTestId('history-change').first().innerText()).resolves.toBe(
      'Dashboard sales-overview created',
    );
    await expect(oldest.getByTestId('history-revert').count()).resolves.toBe(0);
    await newest.getByTestId('history-commit-pick').click();
    const changes = newest.getByTestId('history-change');
    await expect(changes.count()).resolves.toBe(1);
    await expect(changeText(changes.first())).resolves.toBe(
      `Widget ${WIDGET} · title.en\n"${OLD_TITLE}" → "${NEW_TITLE}"`,
    );
    await page.screenshot({ path: screenshotPath('dashboard-history-diff') });

    await newest.getByTestId('history-revert').click();
    const confirm = newest.getByTestId('history-confirm');
    await expect(confirm.innerText()).resolves.toContain(`sales-overview: widget ${WIDGET} title`);
    await page.screenshot({ path: screenshotPath('dashboard-history-confirm') });
    await newest.getByTestId('history-confirm-revert').click();

    // The grid shows the old title again, and the revert is the newest commit, by the owner.
    await expect.poll(() => titleOf(page)).toBe(OLD_TITLE);
    await expect
      .poll(() => drawer.getByTestId('history-commit-pick').first().innerText())
      .toContain(`Revert "sales-overview: widget ${WIDGET} title"`);
    const reverted = drawer.getByTestId('history-commit').first();
    await expect(changeText(reverted.getByTestId('history-change').first())).resolves.toBe(
      `Widget ${WIDGET} · title.en\n"${NEW_TITLE}" → "${OLD_TITLE}"`,
    );
    await page.screenshot({ path: screenshotPath('dashboard-history-reverted') });
    // In git: the revert commit is the owner's, on top of the change it reverts.
    const log = execFileSync('git', ['log', '-2', '--format=%an|%s'], {
      cwd: path.join(dataDir, 'demo-config'),
      encoding: 'utf8',
    })
      .trim()
      .split('\n');
    expect(log).toEqual([
      `Owen Carter|Revert "sales-overview: widget ${WIDGET} title"`,
      `Owen Carter|sales-overview: widget ${WIDGET} title`,
    ]);
  });

  it('es: the drawer speaks Spanish', async () => {
    const page = await open('owner');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('language-es').click();
    await page.getByTestId('language-es').waitFor({ state: 'hidden' });
    await page.getByTestId('edit-dashboard').click();
    await expect(page.getByTestId('edit-history').innerText()).resolves.toBe('Historial');
    const drawer = await openHistory(page, 'Historial de este tablero');
    await expect(
      drawer.getByTestId('history-commit').first().getByTestId('history-revert').innerText(),
    ).resolves.toBe('Revertir este cambio');
    await expect(drawer.getByText('Qué cambió', { exact: true }).count()).resolves.toBe(1);
    await page.screenshot({ path: screenshotPath('dashboard-history-es') });
  });

  it('a config not kept in git: History says changes are not recorded', async () => {
    // config-samples/ sits inside the project's checkout, not at a repository's root.
    const plainData = await mkdtemp(path.join(tmpdir(), 'navigator-history-plain-'));
    const plain = await startNavigator({ dataDir: plainData, configDir: 'config-samples' });
    try {
      const opened = await openAs(browser, plain.url, 'owner');
      pages.push(opened);
      await opened.page.goto(`${opened.origin}/retail/sales`);
      await waitForWidgets(opened.page);
      await opened.page.getByTestId('edit-dashboard').click();
      await opened.page.getByTestId('edit-history').click();
      const note = opened.page.getByTestId('history-no-git');
      await note.waitFor();
      await expect(note.innerText()).resolves.toBe(
        'No history: this dashboard’s configuration is not kept in a git repository, so changes are not recorded.',
      );
      await expect(opened.page.getByTestId('history-commit').count()).resolves.toBe(0);
    } finally {
      await plain.stop();
      await rm(plainData, { recursive: true, force: true });
    }
  });
});
