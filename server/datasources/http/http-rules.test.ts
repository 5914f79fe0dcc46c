import { describe, expect, it } from 'vitest';
import { parseJsonPath, readJsonPath } from './json-path.ts';
import { checkAllowedUrl, parseAllowedBase } from './url-allow-list.ts';
import { HeaderEnvError, resolveHeaders } from './header-env.ts';

const doc = {
  data: { items: [{ id: 1 }, { id: 2 }] },
  pages: [{ rows: ['a'] }, { rows: ['b'] }],
  'odd key': { rows: [3] },
};

describe('JSON path', () => {
  it.each([
    ['$', doc],
    ['$.data.items', doc.data.items],
    ['data.items', doc.data.items],
    ['$.pages[1].rows', ['b']],
    ["$['odd key'].rows", [3]],
    ['$["odd key"].rows', [3]],
    ['$.data.missing', undefined],
    ['$.data.items[5]', undefined],
    ['$.data[0]', undefined],
    ['$.toString', undefined],
  ])('%s', (path, expected) => {
    expect(readJsonPath(doc, path)).toEqual(expected);
  });

  it.each(['$.', '$..items', '$[*]', '$.a[?(@.x)]', '$ a'])('refuses %s', (path) => {
    expect(() => parseJsonPath(path)).toThrow(`Invalid JSON path "${path}"`);
  });
});

describe('URL allow-list', () => {
  const allowed = ['https://api.example.com/v1/', 'http://127.0.0.1:8080', 'http://[::1]:9000/x'];
  it.each([
    ['https://api.example.com/v1/stores', true],
    ['https://api.example.com/v1', false],
    ['https://API.EXAMPLE.COM/v1/stores', true],
    ['https://api.example.com./v1/stores', true],
    ['https://api.example.com:443/v1/stores', true],
    ['http://127.0.0.1:8080/anything?q=1', true],
    ['http://[::1]:9000/x/y', true],
    ['http://[0:0:0:0:0:0:0:1]:9000/x/y', true],
    ['https://api.example.com/v2/stores', false],
    ['https://api.example.com/v1/../admin', false],
    ['https://api.example.com/v1/%2e%2e/admin', false],
    ['https://api.example.com/v1x', false],
    ['http://api.example.com/v1/stores', false],
    ['https://api.example.com:8443/v1/stores', false],
    ['https://api.example.com@evil.test/v1/stores', false],
    ['https://user:pw@api.example.com/v1/stores', false],
    ['https://api.example.com.evil.test/v1/stores', false],
    ['https://evil.test/https://api.example.com/v1/', false],
    ['http://127.0.0.1:8081/', false],
    ['http://localhost:8080/', false],
    ['http://2130706433:8080/', true],
    ['http://[::1]:9000/y', false],
    ['file:///etc/passwd', false],
    ['ftp://api.example.com/v1/', false],
    ['javascript:alert(1)', false],
    ['not a url', false],
  ])('%s → %s', (url, ok) => {
    expect(checkAllowedUrl(url, allowed).ok).toBe(ok);
  });

  it('resolves a relative path against the base before checking', () => {
    expect(checkAllowedUrl('stores?x=1', allowed, 'https://api.example.com/v1/')).toMatchObject({
      ok: true,
    });
    expect(checkAllowedUrl('//evil.test/v1/', allowed, 'https://api.example.com/v1/').ok).toBe(
      false,
    );
    expect(checkAllowedUrl('/v2/', allowed, 'https://api.example.com/v1/').ok).toBe(false);
  });

  it('names why a URL is refused', () => {
    expect(
      checkAllowedUrl('http://allowed.example.com@evil/', ['http://allowed.example.com']),
    ).toEqual({
      ok: false,
      reason: 'URLs with user info (user@host) are not allowed',
    });
    expect(checkAllowedUrl('file:///etc/passwd', allowed)).toEqual({
      ok: false,
      reason: 'scheme file: is not allowed (http and https only)',
    });
  });

  it.each(['ftp://a.example/', 'http://u@a.example/', 'http://a.example/?q', 'nope'])(
    'refuses the allow-list entry %s',
    (base) => {
      expect(() => parseAllowedBase(base)).toThrow(`Allowed base URL "${base}"`);
    },
  );
});

describe('header values from the environment', () => {
  const env = { ACME_API_TOKEN: 'tok-123', EMPTY: '' };
  it.each([
    [{ Accept: 'application/json' }, { Accept: 'application/json' }],
    [{ Authorization: { env: 'ACME_API_TOKEN' } }, { Authorization: 'tok-123' }],
    [
      { Authorization: { env: 'ACME_API_TOKEN', prefix: 'Bearer ' } },
      { Authorization: 'Bearer tok-123' },
    ],
    [undefined, {}],
  ])('%j', (headers, expected) => {
    expect(resolveHeaders('feed', headers, env)).toEqual(expected);
  });

  it.each([
    [
      { 'X-Key': { env: 'MISSING_TOKEN' } },
      'environment variable MISSING_TOKEN (header X-Key) is not set',
    ],
    [{ 'X-Key': { env: 'EMPTY' } }, 'environment variable EMPTY (header X-Key) is not set'],
    [{ Host: 'evil.test' }, 'header Host cannot be set'],
  ])('refuses %j', (headers, message) => {
    const call = () => resolveHeaders('feed', headers, env);
    expect(call).toThrow(HeaderEnvError);
    expect(call).toThrow(`Datasource "feed": ${message}`);
  });
});
