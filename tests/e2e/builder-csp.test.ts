/**
 * The builder under the strict Content-Security-Policy (no 'unsafe-eval'), in Chromium against
 * `navigator start`: the settings dialog and drawer (an owner) and the query editor with its
 * parameter form (super) validate their forms and show the schema's messages, and the browser
 * reports no policy violation and no page error. Before the forms interpreted their schemas,
 * ajv compiled each one with `new Function` and the policy refused it. Nothing is saved.
 */
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
import { startNavigator, type RunningServer } from '../support/server-process.ts';

/** The widget title's input in the settings dialog (English, the demo's titles are translated). */
const TITLE_INPUT = 'input[id$="-attributes_title"], input[id$="-attributes_title_en"]';

const runs = requireOrSkip('the builder under the CSP in Chromium', chromiumAvailability());

/** What the browser says when the policy refuses something, or when a script throws. */
function policyProblems(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|unsafe-eval|EvalError/i.test(text)) seen.push(text);
  });
  page.on('pageerror', (error) => seen.push(`page error: ${error.message}`));
  return seen;
}

/** The error line Mantine links to an input (`{id}-error`). */
async function fieldError(scope: Locator, input: Locator): Promise<string> {
  const id = await input.getAttribute('id');
  const message = scope.locator(`[id="${id}-error"]`);
  await message.waitFor();
  return message.innerText();
}

describe.skipIf(!runs)('the builder under the Content-Security-Policy', () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  const pages: UserPage[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'navigator-builder-csp-'));
    server = await startNavigator({ dataDir, build: true });
    browser = await launchChromium();
  });

  afterAll(async () => {
    for (const open of pages) await open.context.close();
    await browser?.close();
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function open(username: string): Promise<UserPage & { problems: string[] }> {
    const opened = await openAs(browser, server.url, username);
    pages.push(opened);
    const problems = policyProblems(opened.page);
    const response = await opened.page.goto(`${opened.origin}/retail/sales`);
    // The policy is on, and strict: script only from the app, never eval.
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-eval');
    await waitForWidgets(opened.page);
    return { ...opened, problems };
  }

  it('owner: the settings dialog validates and the drawer draws its preview', async () => {
    const { page, problems } = await open('owner');
    await toolbarAction(page, widget(page, 'daily_revenue'), 'settings');
    const dialog = page.getByTestId('widget-settings');
    await dialog.waitFor();
    // The demo's titles are translated: the dialog edits each language; this is the English one.
    const title = dialog.locator(TITLE_INPUT);
    await title.fill('A title that is far too long for the toolbar');
    await expect(fieldError(dialog, title)).resolves.toBe('Must be at most 30 characters.');
    // Fixed, the message goes: validation runs on every change.
    const titleId = await title.getAttribute('id');
    await title.fill('Daily revenue');
    await expect.poll(() => dialog.locator(`[id="${titleId}-error"]`).count()).toBe(0);

    await dialog.getByTestId('open-drawer').click();
    const drawer = page.getByTestId('widget-settings-drawer');
    // The edited title is unsaved: "All settings" asks before dropping it.
    const confirm = page.getByTestId('discard-confirm-button');
    await drawer.or(confirm).first().waitFor();
    if (await confirm.isVisible()) await confirm.click();
    await drawer.waitFor();
    await drawer.getByTestId('settings-preview').locator('canvas, svg').first().waitFor();
    for (const tab of await drawer.getByRole('tab').all()) await tab.click();
    await drawer.getByTestId('settings-cancel').click();
    await drawer.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });

  it('super: the query editor and its parameter form validate with the schema’s messages', async () => {
    const { page, problems } = await open('super');
    await toolbarAction(page, widget(page, 'region_revenue'), 'settings-widget-main');
    const drawer = page.getByTestId('widget-settings-drawer');
    await drawer.waitFor();
    await drawer.getByRole('tab', { name: 'Data Source' }).click();
    await drawer.getByTestId('edit-query').click();
    const modal = page.getByTestId('query-editor-modal');
    await modal.getByTestId('query-editor').waitFor();
    await page.getByRole('button', { name: 'Close' }).last().click();
    await modal.getByTestId('query-editor').waitFor({ state: 'detached' });
    await drawer.getByTestId('settings-cancel').click();
    await drawer.waitFor({ state: 'detached' });

    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-saved-queries').click();
    await page.getByTestId('query-editor').waitFor();
    const form = page.getByTestId('parameter-form');
    await page.getByTestId('parameter-submit').click();
    await form.getByText('You must specify a keyword').waitFor();
    const keyword = form.getByLabel('Keyword');
    await keyword.fill('has space');
    await page.getByTestId('parameter-submit').click();
    await expect(fieldError(form, keyword)).resolves.toBe(
      'Use letters, digits and underscores only.',
    );
    expect(problems).toEqual([]);
  });
});
