// @vitest-environment happy-dom
/**
 * The error page texts of app-shell §2 as a user sees them: a 404 in route loading also reads
 * 'This page could not be found', and an error page that fails itself reads 'An error occurred
 * while showing the error page' with a link 'Go back to home'.
 */
import { MantineProvider } from '@mantine/core';
import { act, createElement as h } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/index.ts';
import { ErrorPageBoundary } from './ErrorPageBoundary.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

async function render(node: Parameters<Root['render']>[0]): Promise<HTMLElement> {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root?.render(h(I18nextProvider, { i18n }, h(MantineProvider, null, node))));
  return host;
}

function routerWith(loaderError: unknown) {
  return createMemoryRouter(
    [
      {
        path: '/',
        element: h('p', null, 'home'),
        loader: () => {
          throw loaderError;
        },
        errorElement: h(RouteErrorPage),
      },
    ],
    { initialEntries: ['/'] },
  );
}

describe('route error page', () => {
  it.each([
    [new Response('', { status: 404 }), 'Page not Found', true],
    [new Response('', { status: 403 }), 'Access Restricted', false],
    [new Error('boom'), 'Access Restricted', false],
  ])('%s', async (error, title, routeNotFound) => {
    const host = await render(h(RouterProvider, { router: routerWith(error) }));
    await vi.waitFor(() => expect(host.querySelector('h1')?.textContent).toBe(title));
    expect(host.textContent?.includes('This page could not be found')).toBe(routeNotFound);
  });
});

describe('ErrorPageBoundary', () => {
  it('shows its own text and a link home when the error page fails', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function BrokenErrorPage(): never {
      throw new Error('the error page broke');
    }
    const host = await render(h(ErrorPageBoundary, null, h(BrokenErrorPage)));
    quiet.mockRestore();
    const alert = host.querySelector('[data-testid="error-page-failed"]');
    expect(alert?.querySelector('h1')?.textContent).toBe(
      'An error occurred while showing the error page',
    );
    const link = alert?.querySelector('a');
    expect(link?.textContent).toBe('Go back to home');
    expect(link?.getAttribute('href')).toBe('/');
  });

  it('shows the page itself when nothing fails', async () => {
    const host = await render(h(ErrorPageBoundary, null, h('p', null, 'fine')));
    expect(host.querySelector('p')?.textContent).toBe('fine');
    expect(host.querySelector('[data-testid="error-page-failed"]')).toBeNull();
  });
});
