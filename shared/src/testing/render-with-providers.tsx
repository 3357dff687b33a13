import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MemoryRouter } from '@mtdm/shared/router/memory';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme';

interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Starting address of the memory router. */
  readonly route?: string;
}

/** Renders a component the way the site does: with the theme and a router. */
export function renderWithProviders(ui: ReactElement, { route = '/', ...options }: ProviderOptions = {}) {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </ThemeProvider>
    );
  }
  return render(ui, { wrapper: Providers, ...options });
}
