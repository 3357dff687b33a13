import { useEffect, useState } from 'react';
import { pages, paths } from '@mtdm/shared/routing';
import { ErrorMessage, PageSection } from '@mtdm/shared/ui';
import { loadAccount, type MemberAccount } from '../common/member-client';
import MemberAccountView from '../features/account/member-account-view';
import { memberSpaceTexts as t } from '../features/account/member-space-texts';

const DOCUMENT_TITLE = `${pages.memberArea.title} | Musée des Troupes de Marine`;

/** Where a member without a live session, or signed out, is sent: the sign-in on /pages/Login. */
const leave = () => window.location.assign(paths.memberArea);

/**
 * The member's own pages, served under /adherents/ to a signed-in member only: their memberships and
 * documents, their details, the renewal in one step, signing out.
 */
export default function MembersSpacePage() {
  const [account, setAccount] = useState<MemberAccount | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    document.title = DOCUMENT_TITLE;
    loadAccount(t.loadFailed).then(
      (found) => (found ? setAccount(found) : leave()),
      (failure: unknown) => setError(failure instanceof Error ? failure.message : t.loadFailed),
    );
  }, []);
  return (
    <PageSection>
      <h1>{pages.memberArea.title}</h1>
      {account ? (
        <MemberAccountView
          account={account}
          onChanged={(changed) => (changed ? setAccount(changed) : leave())}
        />
      ) : error ? (
        <div role="alert">
          <ErrorMessage>{error}</ErrorMessage>
        </div>
      ) : (
        <p role="status">{t.loading}</p>
      )}
    </PageSection>
  );
}
