import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@mtdm/shared/router';
import { App } from './app/app';
import { startRemoteRegistration } from './features/remote-loading/remote-registry';

// Started at once, in parallel with the first render. A failure is not lost: the page that needs a
// remote reads /remotes.json again and shows the French fallback if it still cannot.
startRemoteRegistration().catch(() => undefined);

const container = document.getElementById('root');
if (container) {
  createRoot(container, {
    // A page that fails is caught by RemoteErrorBoundary, which reports it as a warning and shows the
    // French fallback: React need not print it again as a console error.
    onCaughtError: () => undefined,
  }).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
}
