// @vitest-environment happy-dom
/**
 * The landing route's parameters (app-shell §2: token, error, origin kept in the navigator
 * state; ERROR_AUTHENTICATION when the token cannot be stored) and the first-load cleanup of
 * app-shell §4 (session key 'refresh'), on the browser's real storage objects.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, localDb } from '../api/local-db.ts';
import { programFilterPrefix } from '../stores/filtering-store.ts';
import { navigatorStore, resetSession } from '../stores/navigator-store.ts';
import {
  acceptLanding,
  ERROR_AUTHENTICATION,
  REFRESH_KEY,
  startBrowserSession,
} from './session.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetSession();
  navigatorStore.origin = undefined;
});

describe('acceptLanding', () => {
  it.each([
    ['token=abc&origin=portal', '/', 'abc', 'portal', undefined],
    ['token=abc', '/', 'abc', undefined, undefined],
    ['origin=portal', '/login', undefined, 'portal', undefined],
    ['error=SSO%20refused&origin=crm', '/login', undefined, 'crm', 'SSO refused'],
    // A blank token cannot be stored as the user's token.
    ['token=%20%20&origin=portal', '/login', undefined, 'portal', ERROR_AUTHENTICATION],
  ])('%s → %s', (query, target, token, origin, errorCallback) => {
    expect(acceptLanding(new URLSearchParams(query))).toBe(target);
    expect(getToken()).toBe(token);
    expect(navigatorStore.origin).toBe(origin);
    expect(navigatorStore.errorCallback).toBe(errorCallback);
  });

  it('records ERROR_AUTHENTICATION when the browser refuses to store the token', () => {
    const refuse = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const target = acceptLanding(new URLSearchParams('token=abc&origin=portal'));
    refuse.mockRestore();
    expect(target).toBe('/login');
    expect(navigatorStore.errorCallback).toBe(ERROR_AUTHENTICATION);
    expect(navigatorStore.origin).toBe('portal');
    expect(getToken()).toBeUndefined();
  });
});

describe('startBrowserSession', () => {
  function seed() {
    localDb.set('rows.sales', [1, 2]);
    localDb.set('settings.language', 'es');
    localDb.set(`${programFilterPrefix('retail')}where`, { region: 'West' });
    localDb.set(`${programFilterPrefix('ecommerce')}where`, { channel: 'web' });
  }

  it("first load in a tab clears the stored data but the settings, and sets 'refresh'", () => {
    seed();
    expect(startBrowserSession('retail')).toBe('first');
    expect(localDb.keys()).toEqual(['settings.language']);
    expect(sessionStorage.getItem(REFRESH_KEY)).not.toBeNull();
  });

  it("a reload ('refresh' set) clears only the current program's filters", () => {
    sessionStorage.setItem(REFRESH_KEY, '1');
    seed();
    expect(startBrowserSession('retail')).toBe('reload');
    expect(localDb.keys().sort()).toEqual(
      ['rows.sales', 'settings.language', `${programFilterPrefix('ecommerce')}where`].sort(),
    );
  });
});
