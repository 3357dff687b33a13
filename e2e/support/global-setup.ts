import fs from 'node:fs';

/** Each run starts from a clean deployment: every module served from its own dist/. */
export default function globalSetup(): void {
  const deployDir = process.env.E2E_DEPLOY_DIR;
  if (deployDir) fs.rmSync(deployDir, { recursive: true, force: true });
}
