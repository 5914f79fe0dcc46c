// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../api/local-db.ts';
import { navigatorStore, resetSession } from '../stores/navigator-store.ts';
import { forgetBootstrap } from './bootstrap.ts';
import { checkSession, ensureModules, ensurePrograms, loadVariables } from './session.ts';
import { imageUrl } from './useTenant.ts';

/** Answers each call from `answers` by path (404 otherwise), after the test lets it go. */
function fakeApi(answers: Record<string, unknown>) {
  const asked: string[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const path = String(input);
    asked.push(path);
    await gate;
    const known = Object.hasOwn(answers, path);
    return new Response(JSON.stringify(known ? answers[path] : { message: 'no' }), {
      status: known ? 200 : 404,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { asked, release };
}

const user = { user_id: 1, programs: ['retail', 'ecommerce'], groups: [] };
const retail = { program_id: 1, program_slug: 'retail' };
const ecommerce = { program_id: 2, program_slug: 'ecommerce' };
const retailModules = [{ module_id: 101, module_slug: 'sales', program_slug: 'retail' }];
const ecommerceModules = [{ module_id: 201, module_slug: 'web', program_slug: 'ecommerce' }];
const BOOT = '/api/v2/bootstrap?program_slug=retail';
const boot = {
  email: 'a@b.c',
  session: user,
  programs: [ecommerce, retail],
  modules: { retail: retailModules, ecommerce: ecommerceModules },
  tenant: { tenant: 'acme', providers: [], slideshow: [], branding: { logo_client: 'logo' } },
  variables: { operational_date: '2026-11-14' },
  images: { logo: 'data:image/svg+xml;base64,PHN2Zy8+' },
};

describe('the shell started from the bootstrap call', () => {
  beforeEach(() => {
    resetSession();
    forgetBootstrap();
    navigatorStore.programs = [];
    navigatorStore.modules = {};
    setToken('token');
  });
  afterEach(() => {
    clearToken();
    vi.unstubAllGlobals();
  });

  it('seeds the user, the sorted programs and every program’s modules from one call', async () => {
    const api = fakeApi({ [BOOT]: boot });
    const check = checkSession('retail');
    // Asked while the call is on its way: the modules wait for it instead of asking.
    const modules = ensureModules('ecommerce');
    api.release();
    await expect(check).resolves.toMatchObject({ user_id: 1 });
    await expect(modules).resolves.toEqual(ecommerceModules);
    await expect(ensurePrograms()).resolves.toEqual([retail, ecommerce]);
    await expect(ensureModules('retail')).resolves.toEqual(retailModules);
    expect(api.asked).toEqual([BOOT]);
  });

  it('gives the variables of the page’s program once; a later load asks their call', async () => {
    const api = fakeApi({ [BOOT]: boot, '/api/v2/variables/retail': { operational_date: 'x' } });
    api.release();
    await checkSession('retail');
    await expect(loadVariables('ecommerce')).rejects.toMatchObject({ status: 404 });
    await expect(loadVariables('retail')).resolves.toEqual(boot.variables);
    await expect(loadVariables('retail')).resolves.toEqual({ operational_date: 'x' });
    expect(api.asked).toEqual([BOOT, '/api/v2/variables/ecommerce', '/api/v2/variables/retail']);
  });

  it('shows the inlined logo without a request; other images keep their call', async () => {
    fakeApi({ [BOOT]: boot }).release();
    await checkSession('retail');
    expect(imageUrl('logo')).toBe(boot.images.logo);
    expect(imageUrl('slide-1')).toBe('/api/v2/services/images/slide-1');
  });

  it('a failed call records no user, and the modules then ask their own call', async () => {
    const api = fakeApi({ '/api/v2/modules?program_slug=retail': retailModules });
    const check = checkSession('retail');
    const modules = ensureModules('retail');
    api.release();
    await expect(check).rejects.toMatchObject({ status: 404 });
    expect(navigatorStore.user).toBeUndefined();
    await expect(modules).resolves.toEqual(retailModules);
    expect(api.asked).toEqual([BOOT, '/api/v2/modules?program_slug=retail']);
  });
});
