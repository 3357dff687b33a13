import { useState } from 'react';
import { readBootData } from '@mtdm/shared/routing';
import NotFoundPage from '../features/site-search/not-found-page';
import { SignedInSpacePage } from './signed-in-space-page';

/**
 * Any address that is not a public page: a signed-in space's page when the server said so in the
 * document (only to a signed-in person), else the not-found page. In the frame's not-found chunk, so
 * no public page's first load carries it.
 */
export default function OtherAddressPage() {
  const [space] = useState(() => readBootData()?.signedInSpace);
  return space ? <SignedInSpacePage space={space} /> : <NotFoundPage />;
}
