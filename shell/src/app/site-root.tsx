import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { PrerenderedPageContext } from '../features/remote-loading/prerendered-page';
import { App } from './app';

interface SiteRootProps {
  /** BrowserRouter in the browser, a MemoryRouter at the pre-rendered address on the server. */
  readonly router: (app: ReactNode) => ReactNode;
  /** The page, already loaded, when rendering at build time. */
  readonly prerenderedPage?: ComponentType;
}

/** The whole site's tree, the same for the build-time render and the browser that hydrates it. */
export function SiteRoot({ router, prerenderedPage }: SiteRootProps) {
  return (
    <StrictMode>
      {router(
        <PrerenderedPageContext.Provider value={prerenderedPage}>
          <App />
        </PrerenderedPageContext.Provider>,
      )}
    </StrictMode>
  );
}
