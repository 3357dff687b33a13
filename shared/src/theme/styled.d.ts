import 'styled-components';
import type { AppTheme } from './theme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- styled-components' DefaultTheme is widened by declaration merging
  export interface DefaultTheme extends AppTheme {}
}
