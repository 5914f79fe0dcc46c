import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_PATH } from './environment.ts';

/** The flags this machine needs: no sandbox as root, and no calls to Google's hosts. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launches Debian's Chromium through playwright-core (never a downloaded browser). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}
