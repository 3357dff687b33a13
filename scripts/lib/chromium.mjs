// Debian's Chromium, the one browser of these machines (Playwright cannot download its own), and the
// flags the measuring scripts launch it with: no sandbox (containers), no GPU, and none of the
// browser's own background work (networking, component updates, sync, first run), which would share
// the machine's two cores with the page being measured.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
