export { theme } from './theme';
export { GlobalStyle } from './global-style';
