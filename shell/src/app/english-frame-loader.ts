import { useEffect, useState } from 'react';

type EnglishFrameModule = typeof import('../features/english-frame/english-frame.en');

let loaded: EnglishFrameModule | undefined;

/**
 * The English frame (header, footer, words of the quick links and error screens): a chunk of its
 * own, fetched before an English page is hydrated (bootstrap.tsx) and never on a French page.
 */
export const loadEnglishFrame = (): Promise<EnglishFrameModule> =>
  import(/* webpackChunkName: "frame-en" */ '../features/english-frame/english-frame.en').then((module) => {
    loaded = module;
    return module;
  });

/** The build-time render gives it already loaded (server-render.tsx). */
export function provideEnglishFrame(module: EnglishFrameModule): void {
  loaded = module;
}

/** The English frame when the page is English (loaded on the way if a link brought the visitor here). */
export function useEnglishFrame(needed: boolean): EnglishFrameModule | undefined {
  const [, setLoadedCount] = useState(0);
  useEffect(() => {
    if (needed && !loaded) void loadEnglishFrame().then(() => setLoadedCount((count) => count + 1));
  }, [needed]);
  return needed ? loaded : undefined;
}
