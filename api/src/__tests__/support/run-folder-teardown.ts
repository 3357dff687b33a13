// Jest's global tear-down for the api: the run's own temporary folder (run-folder-setup.ts) removed.
import fs from 'node:fs';
import { RUN_FOLDER_VARIABLE } from './run-folder-setup';

export default function removeRunFolder(): void {
  const folder = process.env[RUN_FOLDER_VARIABLE];
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
}
