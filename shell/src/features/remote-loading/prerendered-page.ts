import { createContext, type ComponentType } from 'react';

/**
 * The page component, already loaded, when the site is rendered at build time (server-render.tsx).
 * In the browser it is undefined and RemotePage loads the page from its remote.
 */
export const PrerenderedPageContext = createContext<ComponentType | undefined>(undefined);
