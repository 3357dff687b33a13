// Debian's Chromium, the one browser of these machines (Playwright cannot download its own), and the
// flags the measuring scripts and the end-to-end tests launch it with: no sandbox (containers), no
// GPU, and none of the browser's own background work (networking, component updates, sync, first
// run), which would share the machine's two cores with the page being measured.
import fs from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The list itself is JSON, so that the end-to-end tests' configuration (TypeScript) reads it too. */
export const CHROMIUM_FLAGS = JSON.parse(
  fs.readFileSync(new URL('./chromium-flags.json', import.meta.url), 'utf8'),
);
