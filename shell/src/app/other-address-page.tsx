import { useState, type ComponentType } from 'react';
import { readBootData } from '@mtdm/shared/routing';
import NotFoundPage from '../features/site-search/not-found-page';
import type { RemotePageRef } from '../features/remote-loading/load-remote-page';

interface OtherAddressPageProps {
  /** The frame's loader of a remote's page, handed down (imported here, it would weigh on every page). */
  readonly remotePage: ComponentType<{ readonly page: RemotePageRef }>;
}

/**
 * Any address that is not a page of the registry: a signed-in space's page when the server said so in
 * the document (it does only to a signed-in person), or a module's own page (a module registered while
 * the server runs), else the not-found page. The module sets its own title; the route already keeps the
 * address out of the canonical links.
 */
export default function OtherAddressPage({ remotePage: RemotePage }: OtherAddressPageProps) {
  const [space] = useState(() => readBootData()?.signedInSpace ?? readBootData()?.modulePage);
  return space ? <RemotePage page={space} /> : <NotFoundPage />;
}
