import { describe, expect, it } from 'vitest';
import { cacheControlFor, IMMUTABLE_ASSET, REVALIDATE } from './static-cache.ts';

describe('cacheControlFor', () => {
  it.each([
    ['/srv/dist/assets/index-CL6QI9Sd.js', IMMUTABLE_ASSET],
    ['/srv/dist/assets/index-D1x2y3z4.css', IMMUTABLE_ASSET],
    ['/srv/dist/assets/fonts/inter-Ab12Cd.woff2', IMMUTABLE_ASSET],
    ['/srv/dist/index.html', REVALIDATE],
    ['/srv/dist/favicon.svg', REVALIDATE],
    // A folder merely named like it, or outside the build, is not a hashed asset.
    ['/srv/dist/assets-old/index.js', REVALIDATE],
    ['/srv/assets/index-CL6QI9Sd.js', REVALIDATE],
    ['/srv/dist/assets', REVALIDATE],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor('/srv/dist/', file)).toBe(expected);
  });
});
