import { describe, expect, it } from 'vitest';
import { isPageOrAllowedOrigin, resolveHttpUrl } from './http-url.ts';

const PAGE = 'https://app.example/dash/1';

describe('resolveHttpUrl', () => {
  it.each([
    ['/data.csv', 'https://app.example/data.csv'],
    ['https://cdn.example/x.png', 'https://cdn.example/x.png'],
    ['http://other.example/', 'http://other.example/'],
  ])('%s resolves to %s', (text, href) => {
    const result = resolveHttpUrl(text, PAGE);
    expect(result.ok && result.url.href).toBe(href);
  });

  it.each([
    ['javascript:alert(1)', 'scheme'],
    ['data:text/html,<b>x</b>', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['http://[::1', 'invalid'],
  ])('%s is refused (%s)', (text, reason) => {
    expect(resolveHttpUrl(text, PAGE)).toEqual({ ok: false, reason });
  });
});

describe('isPageOrAllowedOrigin', () => {
  it.each([
    ['https://app.example', [], true],
    ['https://cdn.example', ['https://cdn.example'], true],
    ['https://evil.example', ['https://cdn.example'], false],
    ['http://app.example', [], false],
  ])('%s with %j: %s', (origin, allowed, expected) => {
    expect(isPageOrAllowedOrigin(origin, PAGE, allowed)).toBe(expected);
  });
});
