import { firstViewShown } from './app/first-view';
import { fetchHeldScripts } from './app/held-scripts';
import { startInSteps } from './app/start-in-steps';

// Async boundary: shared singletons are negotiated before any application code runs. The page is
// painted first, its lead picture or its first text; only then are its scripts fetched, all at once
// (their preloads wait in the HTML until then, so no download competes with the first view). Then
// the start-up code runs in short tasks rather than one long one: each script is compiled in a task
// with a small module of it (React, zustand), its large modules (React DOM, styled-components) are
// run in the next, and the site's own code last.
void firstViewShown(document).then(() => {
  fetchHeldScripts(document);
  return startInSteps([
    () => import('react'),
    () => import('react-dom/client'),
    () => import('zustand'),
    () => import('styled-components'),
    () => import('./bootstrap'),
  ]);
});
