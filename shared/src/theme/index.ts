export { theme } from './theme';
export type { AppTheme } from './theme';
export { GlobalStyle } from './global-style';
