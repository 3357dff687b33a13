// npm run measure:tasks -w @mtdm/e2e: the volunteers' daily tasks timed in Chromium (measure/). A
// measurement, not a test: it prints its table and checks only that each task was done. Same server,
// same volunteers as the end-to-end tests, one worker so that the timings do not share the machine.
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({
  ...base,
  testDir: './measure',
  workers: 1,
  retries: 0,
  timeout: 300_000,
  projects: [{ name: 'measure' }],
});
