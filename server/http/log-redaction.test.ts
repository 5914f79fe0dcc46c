import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it.each([
    ['/ws/navigator?token=abc.def.ghi', '/ws/navigator?token=[redacted]'],
    ['/ws/navigator?close=1&token=abc&x=1', '/ws/navigator?close=1&token=[redacted]&x=1'],
    ['/api/v1/login?password=hunter2', '/api/v1/login?password=[redacted]'],
    ['/api/v2/modules?program_slug=retail', '/api/v2/modules?program_slug=retail'],
    ['/api/v2/widgets/token', '/api/v2/widgets/token'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
