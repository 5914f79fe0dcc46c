// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../api/local-db.ts';
import { navigatorStore, resetSession } from '../stores/navigator-store.ts';
import { beforeFirstRender } from './first-render.ts';

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
    fakeApi();
    const ready = beforeFirstRender('/retail/sales', 30);
    await expect(settled(ready)).resolves.toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 40));
    await expect(settled(ready)).resolves.toBe(true);
  });
});
