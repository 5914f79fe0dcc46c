/**
 * Small fixes of the query editor, in Chromium against `navigator start` over a copy of
 * config-samples: the builder page (`/_builder/queries`) asks no program's modules for
 * `_builder` (it answered 404 with a console error), and SQL that uses only built-in
 * placeholders lists them as built-in parameters instead of saying "No parameters".
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eSuite, type E2eSuite } from '../support/e2e-suite.ts';
import { openAs, type UserPage } from '../support/dashboard-page.ts';
import { chromiumAvailability, requireOrSkip } from '../support/environment.ts';

const runs = requireOrSkip('query editor fixes in Chromium', chromiumAvailability());

async function setSql(page: Page, sql: string): Promise<void> {
  const content = page.getByTestId('sql-pane').locator('.cm-content');
  await content.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(sql);
}

describe.skipIf(!runs)('query editor fixes', { timeout: 240_000 }, () => {
  let suite: E2eSuite | undefined;
  let opened: UserPage | undefined;

  beforeAll(async () => {
    suite = await startE2eSuite('query-fixes');
  });

  afterAll(async () => {
    await opened?.context.close();
    await suite?.close();
  });

  it('the builder page asks no modules of "_builder" and names built-in parameters', async () => {
    opened = await openAs(suite!.browser, suite!.server.url, 'super', 'acme');
    const { page } = opened;
    const modulesAsked: string[] = [];
    const failed: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v2/modules')) modulesAsked.push(request.url());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // Loaded straight from the address, as a bookmark or a reload does.
    await page.goto(`${opened.origin}/_builder/queries`);
    await page.getByTestId('query-editor').waitFor();
    await page.getByTestId('sql-pane').locator('.cm-content').waitFor();

    await setSql(
      page,
      'SELECT sale_date, sum(revenue) AS revenue FROM sales\n' +
        'WHERE sale_date BETWEEN {firstdate} AND {lastdate} {and_cond}\nGROUP BY 1',
    );
    const builtIns = page.getByTestId('builtin-params');
    await builtIns.waitFor();
    await expect(builtIns.locator('.mantine-Badge-root').allInnerTexts()).resolves.toEqual([
      '{firstdate}',
      '{lastdate}',
      '{and_cond}',
    ]);
    const panel = page.getByTestId('parameter-panel');
    await expect(panel.innerText()).resolves.not.toContain('No parameters');
    await expect(page.getByTestId('undeclared-params').count()).resolves.toBe(0);

    // SQL without any placeholder still says there are none.
    await setSql(page, 'SELECT 1 AS one');
    await builtIns.waitFor({ state: 'detached' });
    await expect(panel.innerText()).resolves.toContain('No parameters');

    expect(modulesAsked.filter((url) => url.includes('program_slug=_builder'))).toEqual([]);
    expect(failed.filter((line) => line.includes('/api/v2/modules'))).toEqual([]);
    expect(errors.filter((text) => /404|modules/.test(text))).toEqual([]);
  });
});
