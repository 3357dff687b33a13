/**
 * What the browser builds share of styled-components: only the names the modules use. Their imports of
 * 'styled-components' are pointed here (shared/build/shared-singletons.cjs), and this small module is
 * the shared singleton, with the package tree-shaken into it: a shared package is never tree-shaken,
 * and the whole of it cost every first load about 4 KB more than these names (docs/performance.md).
 * Code keeps importing 'styled-components', as its types and the swc plugin expect.
 */
export { default, createGlobalStyle, css, keyframes, ThemeProvider, useTheme } from 'styled-components';
