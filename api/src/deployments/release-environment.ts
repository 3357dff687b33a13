import type { ServerConfig } from '../config';
import type { ReleaseEnvironment } from '../releases/prepared-release';

/** The server's folders and the renderer's limits, as the release path takes them. */
export const releaseEnvironment = (config: ServerConfig): ReleaseEnvironment => ({
  roots: { deployDir: config.deployDir, buildRoot: config.siteRoot, contentRoot: config.contentDir },
  limits: {
    rendererScript: config.releaseRenderer,
    timeoutMs: config.deployTimeoutMs,
    memoryMb: config.renderMemoryMb,
    renderUser: config.renderUser,
  },
});
