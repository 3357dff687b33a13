import type { ComponentType } from 'react';
import type { PageKey } from '../../routing';

/** What each page file of a remote exports: the page it renders and, as default, its component. */
export interface RemotePageModule {
  readonly page: PageKey;
  readonly default: ComponentType;
}
