/**
 * What the browser builds share of styled-components: only the names the modules use. The shell's
 * imports of 'styled-components' are pointed here, and this small module is the singleton it provides
 * under the package's key (shared/build/shared-singletons.cjs), with the package tree-shaken into it: a
 * shared package is never tree-shaken, and the whole of it cost every first load 4 KB more than these
 * names before compression (docs/performance.md). Code keeps importing 'styled-components', as its
 * types and the swc plugin expect.
 */
export { default, createGlobalStyle, css, keyframes, ThemeProvider, useTheme } from 'styled-components';
