// Jest's global tear-down for the api: the run's own temporary folder (run-folder-setup.ts) removed.
import { removeRunFolder } from '@mtdm/shared/build/run-folder';
import { RUN_FOLDER_VARIABLE } from './run-folder-setup';

export default function removeApiRunFolder(): void {
  const folder = process.env[RUN_FOLDER_VARIABLE];
  if (folder) removeRunFolder(folder);
}
