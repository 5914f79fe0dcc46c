import { describe, expect, it } from 'vitest';
import { checkContentUrl, type ContentUse } from './content-url.ts';

const PAGE = 'http://acme.localhost:8080/retail/sales';
const ALLOWED = ['https://data.acme.example'];

describe('checkContentUrl', () => {
  it.each<[string, ContentUse, string]>([
    [
      '/api/v2/services/images/logo',
      'image',
      'http://acme.localhost:8080/api/v2/services/images/logo',
    ],
    ['data/sales.csv', 'data', 'http://acme.localhost:8080/retail/data/sales.csv'],
    ['https://data.acme.example/x.json', 'data', 'https://data.acme.example/x.json'],
    ['https://data.acme.example/logo.png', 'image', 'https://data.acme.example/logo.png'],
    ['https://elsewhere.example/page', 'link', 'https://elsewhere.example/page'],
    ['data:image/png;base64,iVBORw0KGgo=', 'image', 'data:image/png;base64,iVBORw0KGgo='],
  ])('allows %s for %s', (url, use, href) => {
    expect(checkContentUrl(url, PAGE, ALLOWED, use)).toEqual({ ok: true, href });
  });

  it.each<[string, ContentUse, string]>([
    ['javascript:alert(1)', 'link', 'scheme'],
    ['JaVaScRiPt:alert(1)', 'image', 'scheme'],
    [' java\tscript:alert(1)', 'link', 'scheme'],
    ['java\nscript:alert(1)', 'data', 'scheme'],
    ['data:text/html,<script>alert(1)</script>', 'image', 'scheme'],
    ['data:image/svg+xml,<svg onload=alert(1)>', 'image', 'scheme'],
    ['data:application/json,[1]', 'data', 'scheme'],
    ['vbscript:msgbox(1)', 'link', 'scheme'],
    ['file:///etc/passwd', 'data', 'scheme'],
    ['https://evil.example/steal.json', 'data', 'origin'],
    ['//evil.example/pixel.png', 'image', 'origin'],
    ['http://data.acme.example/x.json', 'data', 'origin'],
    ['https://data.acme.example.evil.example/x', 'data', 'origin'],
    ['', 'image', 'invalid'],
    ['http://[::1', 'data', 'invalid'],
  ])('refuses %j for %s (%s)', (url, use, reason) => {
    expect(checkContentUrl(url, PAGE, ALLOWED, use)).toMatchObject({ ok: false, reason });
  });

  it('names the refused origin', () => {
    expect(checkContentUrl('https://evil.example/a', PAGE, [], 'data')).toEqual({
      ok: false,
      reason: 'origin',
      origin: 'https://evil.example',
    });
  });
});
