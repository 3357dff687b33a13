import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from '@mtdm/shared/router';
import styled, { ThemeProvider } from 'styled-components';
import { pages } from '../../routing';
import { GlobalStyle, theme } from '../../theme';
import type { RemotePageModule } from './remote-page-module';

const DevNav = styled.nav`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.md};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

interface StandaloneRemoteProps {
  readonly modules: readonly RemotePageModule[];
}

/** A remote on its own (development): its pages with the providers the shell would give them. */
function StandaloneRemote({ modules }: StandaloneRemoteProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <BrowserRouter>
        <DevNav aria-label="Pages de ce module">
          <ul>
            {modules.map(({ page }) => (
              <li key={page}>
                <Link to={pages[page].path}>{pages[page].title}</Link>
              </li>
            ))}
          </ul>
        </DevNav>
        <main>
          <Routes>
            {modules.map(({ page, default: Page }) => (
              <Route key={page} path={pages[page].path} element={<Page />} />
            ))}
            <Route path="*" element={<p>Choisissez une page de ce module dans la liste ci-dessus.</p>} />
          </Routes>
        </main>
      </BrowserRouter>
    </ThemeProvider>
  );
}

/** The standalone bootstrap of a remote: renders its pages into #root. */
export function mountStandaloneRemote(modules: readonly RemotePageModule[]): void {
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <StandaloneRemote modules={modules} />
    </StrictMode>,
  );
}

/** The standalone bootstrap of a signed-in space's module: its one page, with the shell's providers. */
export function mountStandaloneSpace(SpacePage: ComponentType): void {
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <BrowserRouter>
          <main>
            <SpacePage />
          </main>
        </BrowserRouter>
      </ThemeProvider>
    </StrictMode>,
  );
}
