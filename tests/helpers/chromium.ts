// Where Debian's Chromium is and how to launch it here (headless, as root, no background networking).
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** The Chromium to drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium. */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) throw new Error(`Chromium not found at ${path}: install Debian's chromium package or set CHROMIUM_PATH`);
  return path;
}
