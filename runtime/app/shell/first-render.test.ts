// @vitest-environment happy-dom
import { createElement as h, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { mutate } from 'swr';
import { subscribe } from 'valtio/vanilla';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../api/local-db.ts';
import { navigatorStore, resetSession } from '../stores/navigator-store.ts';
import { beforeFirstRender } from './first-render.ts';
import { loadVariables } from './session.ts';
import { modulesKey, useModules, usePrograms } from './usePrograms.ts';
import { useTenant } from './useTenant.ts';

/** The API as this test answers it: each path's call waits until the test answers it. */
function fakeApi() {
  const waiting = new Map<string, (body: unknown, status?: number) => void>();
  const asked: string[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const path = String(input);
    asked.push(path);
    return new Promise<Response>((resolve) => {
      waiting.set(path, (body, status = 200) =>
        resolve(
          new Response(JSON.stringify(body), {
            status,
            headers: { 'content-type': 'application/json' },
          }),
        ),
      );
    });
  });
  return {
    asked,
    answer(path: string, body: unknown, status?: number) {
      const reply = waiting.get(path);
      if (!reply) throw new Error(`${path} was not asked (asked: ${asked.join(', ')})`);
      reply(body, status);
    },
  };
}

const BOOTSTRAP = '/api/v2/bootstrap?program_slug=retail';
const user = { user_id: 1, programs: ['retail'], groups: [] };
const program = { program_id: 7, program_slug: 'retail' };
const modules = [{ module_id: 101, module_slug: 'sales', program_slug: 'retail' }];
/** The bootstrap answer (server/routes/bootstrap-routes.ts) of this user. */
const boot = {
  email: 'a@b.c',
  session: user,
  programs: [program],
  modules: { retail: modules },
  tenant: { tenant: 'acme', providers: [], slideshow: [], branding: {} },
  variables: { operational_date: '2026-11-14' },
  images: {},
};

/** Whether `promise` has resolved once pending callbacks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 5));
  return done;
}

describe('beforeFirstRender', () => {
  beforeEach(() => {
    resetSession();
    navigatorStore.programs = [];
    navigatorStore.modules = {};
  });
  afterEach(() => {
    clearToken();
    vi.unstubAllGlobals();
  });

  it('lets the first render start at once without a stored token, asking nothing', async () => {
    const api = fakeApi();
    await expect(settled(beforeFirstRender('/retail/sales'))).resolves.toBe(true);
    expect(api.asked).toEqual([]);
  });

  it('with a stored token, waits for the bootstrap call: session, programs and modules in the stores', async () => {
    setToken('token-1');
    const api = fakeApi();
    const ready = beforeFirstRender('/retail/sales?dashboard=d', 5000);
    await expect(settled(ready)).resolves.toBe(false);
    api.answer(BOOTSTRAP, boot);
    await expect(settled(ready)).resolves.toBe(true);
    // One call: the programs and the modules came with it.
    expect(api.asked).toEqual([BOOTSTRAP]);
    expect(navigatorStore.user).toMatchObject({ user_id: 1 });
    expect(navigatorStore.programs).toMatchObject([program]);
    expect(navigatorStore.modules.retail).toMatchObject(modules);
  });

  it('lets the render start when the session check fails: the page reports it', async () => {
    setToken('token-2');
    const api = fakeApi();
    const ready = beforeFirstRender('/', 5000);
    api.answer('/api/v2/bootstrap', { message: 'expired' }, 401);
    await expect(settled(ready)).resolves.toBe(true);
    expect(navigatorStore.user).toBeUndefined();
  });

  it('waits no longer than its limit for answers that do not come', async () => {
    setToken('token-3');
    const api = fakeApi();
    const ready = beforeFirstRender('/retail/sales', 30);
    await expect(settled(ready)).resolves.toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 40));
    await expect(settled(ready)).resolves.toBe(true);
    // Answered late (a failure), so that the next test's session check is a new one.
    api.answer(BOOTSTRAP, { message: 'late' }, 503);
    await settled(ready);
  });

  it('puts the answer where the shell reads it: its hooks mount with it and the variables load changes nothing', async () => {
    setToken('token-4');
    const api = fakeApi();
    const ready = beforeFirstRender('/retail/sales', 5000);
    api.answer(BOOTSTRAP, boot);
    await ready;
    expect(navigatorStore.variables).toEqual(boot.variables);

    // The shell's hooks, rendered in a transition as the first render is.
    const renders: { programs?: number; modules?: string[]; tenant?: string; loading: boolean }[] =
      [];
    function Shell() {
      const programs = usePrograms();
      const mods = useModules('retail');
      const tenant = useTenant();
      renders.push({
        programs: programs.data?.length,
        modules: mods.data?.map((m) => m.module_slug),
        tenant: tenant.tenant?.tenant,
        loading: programs.loading || mods.loading || tenant.loading,
      });
      return null;
    }
    const root = createRoot(document.createElement('div'));
    startTransition(() => root.render(h(Shell)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // One render, with everything: no answer arrived after it to render it again.
    expect(renders).toEqual([{ programs: 1, modules: ['sales'], tenant: 'acme', loading: false }]);
    expect(api.asked).toEqual([BOOTSTRAP]);

    // MainLayout's first load of the page's variables takes the same object: no store change.
    const changes = vi.fn();
    const unsubscribe = subscribe(navigatorStore, changes);
    navigatorStore.variables = await loadVariables('retail');
    await Promise.resolve();
    expect(changes).not.toHaveBeenCalled();
    unsubscribe();

    // A later revalidation of a seeded key still updates what the shell shows.
    navigatorStore.modules.retail = [{ ...modules[0], module_slug: 'stock' }] as never;
    await mutate(modulesKey('retail'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(renders.at(-1)?.modules).toEqual(['stock']);
    root.unmount();
  });
});
