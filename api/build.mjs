// Bundles the server into dist/main.js. Packages stay external, except @mtdm/shared whose
// TypeScript sources are compiled in (the api imports only its React-free parts). Beside it:
//  - dist/release-renderer.js, the sandboxed renderer of the releases (src/releases/renderer): one
//    file with everything it runs compiled in, since the sandbox lets it read nothing else;
//  - dist/releases.js, the release path as a library for the repository's scripts and their tests.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@mtdm/shared');
const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
};

await Promise.all([
  build({
    ...common,
    entryPoints: ['src/main.ts'],
    outfile: 'dist/main.js',
    external: external.flatMap((name) => [name, `${name}/*`]),
  }),
  build({
    ...common,
    entryPoints: ['src/releases/renderer/renderer-main.ts'],
    outfile: 'dist/release-renderer.js',
  }),
  build({
    ...common,
    entryPoints: ['src/releases/index.ts'],
    outfile: 'dist/releases.js',
    external: external.flatMap((name) => [name, `${name}/*`]),
  }),
]);
