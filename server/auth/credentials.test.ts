import { describe, expect, it } from 'vitest';
import { bearerToken, readCredentials } from './credentials.ts';

const basic = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`;

describe('readCredentials', () => {
  it.each([
    [
      'username',
      { username: 'viewer', password: 'p' },
      undefined,
      { login: 'viewer', password: 'p' },
    ],
    [
      'email',
      { email: 'v@x.example', password: 'p' },
      undefined,
      { login: 'v@x.example', password: 'p' },
    ],
    [
      'username over email',
      { username: 'u', email: 'e', password: 'p' },
      undefined,
      { login: 'u', password: 'p' },
    ],
    ['Basic header', undefined, basic('viewer:pa:ss'), { login: 'viewer', password: 'pa:ss' }],
    [
      'body over header',
      { username: 'a', password: 'b' },
      basic('c:d'),
      { login: 'a', password: 'b' },
    ],
    [
      'an incomplete body falls back to the header',
      { username: 'a' },
      basic('c:d'),
      { login: 'c', password: 'd' },
    ],
    ['no password', { username: 'viewer' }, undefined, undefined],
    ['a non-string password', { username: 'viewer', password: 1 }, undefined, undefined],
    ['a header without colon', undefined, basic('viewer'), undefined],
    ['an empty login in the header', undefined, basic(':pw'), undefined],
    ['a bearer header', undefined, 'Bearer abc', undefined],
    ['nothing', undefined, undefined, undefined],
  ])('%s', (_name, body, header, expected) => {
    expect(readCredentials(body, header)).toEqual(expected);
  });
});

describe('bearerToken', () => {
  it.each([
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer   xyz ', 'xyz'],
    ['Basic abc', undefined],
    ['Bearer', undefined],
    [undefined, undefined],
  ])('%j → %j', (header, token) => {
    expect(bearerToken(header)).toBe(token);
  });
});
