import { defineConfig } from 'vitest/config';

/**
 * One `vitest run` runs every suite. The runtime core runs twice, under UTC and under the
 * product's default zone (America/New_York, behind UTC), because date bugs hide in one zone.
 * Server and end-to-end suites start real processes, so they run one file at a time.
 */
/**
 * Servers under test draw every chart's first picture: the default budget (300 ms a pictures
 * request, NAVIGATOR_PICTURES_MS) would leave some to the browser whenever the machine is busy,
 * and a test must not depend on timing. chart-pictures.test.ts tests the budget itself.
 */
const EVERY_PICTURE = { NAVIGATOR_PICTURES_MS: '600000' };

export default defineConfig({
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'core-utc',
          include: ['runtime/core/**/*.test.ts'],
          env: { TZ: 'UTC' },
        },
      },
      {
        test: {
          name: 'core-new-york',
          include: ['runtime/core/**/*.test.ts'],
          env: { TZ: 'America/New_York' },
        },
      },
      {
        test: {
          name: 'unit',
          include: [
            'schemas/**/*.test.ts',
            'server/**/*.test.ts',
            'widgets/**/*.test.ts',
            'builder/**/*.test.ts',
            'runtime/**/*.test.ts',
            'tests/config/**/*.test.ts',
            'tests/repo/**/*.test.ts',
            'tests/server/**/*.test.ts',
            'tests/security/**/*.test.ts',
          ],
          // Chromium suites under tests/security (*.e2e.test.ts) run in the e2e project.
          exclude: ['runtime/core/**', 'node_modules/**', '**/*.e2e.test.ts'],
          env: { TZ: 'UTC', ...EVERY_PICTURE },
          // @rjsf/mantine imports 'dayjs/plugin/x' without '.js', which Node's ESM refuses.
          server: { deps: { inline: ['@rjsf/mantine'] } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // Three nodes, nginx and Redis of their own: one file at a time.
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          fileParallelism: false,
          env: { TZ: 'UTC', ...EVERY_PICTURE },
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'e2e',
          env: EVERY_PICTURE,
          include: [
            'tests/e2e/**/*.test.ts',
            'tests/security/**/*.e2e.test.ts',
            'tests/vega-lite-gallery/**/*.test.ts',
          ],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // A page's state reached over the network, with a browser and the server sharing two
          // cores: the 1 s default of expect.poll is a flaky wait there (a cold first visit's
          // cards took just over it), not a check. Timed targets live in bench/.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
