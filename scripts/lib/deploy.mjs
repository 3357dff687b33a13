// The deployment folder, where releases and the live state live (see site-state.mjs).
import path from 'node:path';
import { repoRoot } from './workspace.mjs';

export function deployDir() {
  return path.resolve(process.env.DEPLOY_DIR ?? path.join(repoRoot, '.deploy'));
}
