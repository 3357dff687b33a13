import type { SignedInSpaceRef } from '@mtdm/shared/routing';
import { documentTitle, PageMeta } from '../features/page-meta/page-meta';
import { RemotePage } from '../features/remote-loading/remote-page';

/**
 * A signed-in space's page: the server sent it to a signed-in person only, naming the module that
 * renders it (its remote is among those the document names). Not indexed, no canonical address.
 */
export function SignedInSpacePage({ space }: { readonly space: SignedInSpaceRef }) {
  return (
    <>
      <PageMeta title={documentTitle(space.title)} canonicalPath={null} />
      <RemotePage page={{ remote: space.remote, module: space.module }} />
    </>
  );
}
