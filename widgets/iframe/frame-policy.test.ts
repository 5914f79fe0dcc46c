import { describe, expect, it } from 'vitest';
import {
  checkFrameUrl,
  DEFAULT_FRAME_SANDBOX,
  frameSandbox,
  parseOriginList,
  type FrameUrlCheck,
} from './frame-policy.ts';

const PAGE = 'http://acme.localhost:8080';
const ALLOWED = ['https://grafana.acme.example'];

describe('checkFrameUrl', () => {
  it.each<[string | undefined, FrameUrlCheck]>([
    ['/terms-of-use-agreement', { ok: true, src: `${PAGE}/terms-of-use-agreement`, origin: PAGE }],
    [
      `${PAGE}/share/dashboard/x?y=1`,
      { ok: true, src: `${PAGE}/share/dashboard/x?y=1`, origin: PAGE },
    ],
    [
      ' https://grafana.acme.example/d/abc?kiosk ',
      {
        ok: true,
        src: 'https://grafana.acme.example/d/abc?kiosk',
        origin: 'https://grafana.acme.example',
      },
    ],
    ['https://evil.example/login', { ok: false, reason: 'origin', origin: 'https://evil.example' }],
    // Same host, other scheme or port: another origin.
    [
      'https://acme.localhost:8080/',
      { ok: false, reason: 'origin', origin: 'https://acme.localhost:8080' },
    ],
    ['//evil.example/x', { ok: false, reason: 'origin', origin: 'http://evil.example' }],
    ['javascript:alert(1)', { ok: false, reason: 'invalid' }],
    ['data:text/html,<script>alert(1)</script>', { ok: false, reason: 'invalid' }],
    ['http://[bad', { ok: false, reason: 'invalid' }],
    // Relative to the page, as a link would be.
    ['report.html?x=1', { ok: true, src: `${PAGE}/dash/report.html?x=1`, origin: PAGE }],
    ['', { ok: false, reason: 'missing' }],
    ['   ', { ok: false, reason: 'missing' }],
    [undefined, { ok: false, reason: 'missing' }],
  ])('%j', (url, expected) => {
    expect(checkFrameUrl(url, `${PAGE}/dash/sales`, ALLOWED)).toEqual(expected);
  });
});

describe('frameSandbox', () => {
  it.each<[string | undefined, string]>([
    [undefined, DEFAULT_FRAME_SANDBOX],
    ['allow-same-origin', 'allow-same-origin'],
    ['', ''],
    ['allow-scripts  ALLOW-FORMS allow-scripts', 'allow-scripts allow-forms'],
    ['allow-scripts allow-top-navigation allow-modals', 'allow-scripts'],
    // Never scripts with same-origin (the browser warns the frame can escape its sandbox).
    ['allow-scripts allow-same-origin', 'allow-scripts'],
    ['allow-same-origin allow-forms allow-scripts', 'allow-forms allow-scripts'],
    ['allow-same-origin allow-forms', 'allow-same-origin allow-forms'],
  ])('%j → %j', (sandbox, expected) => {
    expect(frameSandbox(sandbox)).toBe(expected);
  });
});

describe('parseOriginList', () => {
  it('keeps the origins of http(s) entries', () => {
    expect(
      parseOriginList('https://grafana.acme.example/d/x, http://bi.local:3000 ftp://x not-a-url'),
    ).toEqual(['https://grafana.acme.example', 'http://bi.local:3000']);
    expect(parseOriginList(undefined)).toEqual([]);
  });
});
