/**
 * The set-up most end-to-end files repeat: a private data directory with its own copy of
 * config-samples (the suite may edit it), the real `navigator start` with a built front end,
 * and one Chromium. `close()` undoes all of it.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { ROOT, startNavigator, type RunningServer } from './server-process.ts';

/** A running server over a private config copy, and a browser. */
export interface E2eSuite {
  server: RunningServer;
  browser: Browser;
  dataDir: string;
  /** The suite's own copy of config-samples. */
  configDir: string;
  close: () => Promise<void>;
}

/** Starts the suite's server and browser; `label` names its temp folder. */
export async function startE2eSuite(label: string): Promise<E2eSuite> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `navigator-${label}-`));
  const configDir = path.join(dataDir, 'config');
  await cp(path.join(ROOT, 'config-samples'), configDir, { recursive: true });
  const server = await startNavigator({ dataDir, configDir, build: true });
  const browser = await launchChromium();
  return {
    server,
    browser,
    dataDir,
    configDir,
    close: async () => {
      await browser.close();
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
