import { useEffect, type ReactElement } from 'react';
import { signedInRemoteModules } from '@mtdm/shared/federation';
import { Route, Routes, useLocation } from '@mtdm/shared/router';
import { readBootData } from '@mtdm/shared/routing';
import { loadAnew } from './load-anew';

/**
 * Where the signed-in space of this document lives (« /benevoles/ »), when the server sent a space's
 * page; undefined in a public page.
 */
export function signedInSpacePrefix(): string | undefined {
  const space = readBootData()?.signedInSpace;
  if (!space) return undefined;
  return signedInRemoteModules.find((module) => module.federationName === space.remote)?.pathPrefix;
}

/** Any address outside the space: a new document, which the server sends with its own policy. */
function OutsideTheSpace() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => loadAnew(`${pathname}${search}${hash}`), [pathname, search, hash]);
  return null;
}

/**
 * The routes of a signed-in space's document: its own pages, and nothing else. A link to a public page
 * loads that page as a new document: no public module's code ever runs beside a session's data (the
 * server names only the space's module in this document, and sends public pages a narrower policy).
 */
export function SignedInSpaceRoutes({ pathPrefix, space }: { pathPrefix: string; space: ReactElement }) {
  return (
    <Routes>
      <Route path={`${pathPrefix}*`} element={space} />
      <Route path="*" element={<OutsideTheSpace />} />
    </Routes>
  );
}
