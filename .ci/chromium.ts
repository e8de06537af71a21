// How everything here starts a browser: Debian's Chromium, never a downloaded one, with the
// flags this machine needs (no sandbox, no GPU, nothing fetched in the background).
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
