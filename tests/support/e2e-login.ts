import type { Page } from 'playwright-core';

/** Password of every demo user (config-samples/{tenant}/users.json). */
export const DEMO_PASSWORD = 'navigator';

/** The origin of `tenant` on the server at `baseUrl` (`http://acme.localhost:PORT`). */
export function tenantOrigin(baseUrl: string, tenant: string): string {
  const url = new URL(baseUrl);
  return `${url.protocol}//${tenant}.localhost:${url.port}`;
}

/**
 * Logs `username` (password 'navigator') in on `tenant`'s host through the login form and
 * waits for the main layout. Returns the tenant origin to build further URLs on.
 */
export async function loginAs(
  page: Page,
  baseUrl: string,
  tenant: string,
  username: string,
): Promise<string> {
  const origin = tenantOrigin(baseUrl, tenant);
  await page.goto(`${origin}/login`);
  const form = page.getByTestId('login-form');
  await form.waitFor();
  await form.locator('input[name="username"]').fill(username);
  await form.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await form.locator('button[type="submit"]').click();
  await page.getByTestId('main-layout').waitFor();
  await page.getByTestId('user-menu').waitFor();
  return origin;
}
