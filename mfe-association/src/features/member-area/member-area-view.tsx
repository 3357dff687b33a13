import { lazy, Suspense, useEffect, useState } from 'react';
import styled from 'styled-components';
import { pages } from '@mtdm/shared/routing';
import { ButtonLink, PageSection } from '@mtdm/shared/ui';
import { memberAreaContent as c } from './member-area-content';
import { loadAccount, type MemberAccount } from './member-area-client';
import { SignInForm } from './sign-in-form';

/** The signed-in screens: fetched only once the member is signed in, never with the page. */
const MemberAccountView = lazy(
  () => import(/* webpackChunkName: "deferred-member-account" */ './account/member-account-view'),
);

const Panel = styled.div`
  max-width: 46rem;
  padding: ${({ theme }) => theme.space.lg};
  border-left: 6px solid ${({ theme }) => theme.colors.gold};
  background: ${({ theme }) => theme.colors.surface};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** /pages/Login: the member's sign-in by e-mail link; once signed in, their membership and documents. */
export function MemberAreaView() {
  const [account, setAccount] = useState<MemberAccount | null>(null);
  useEffect(() => {
    let current = true;
    loadAccount()
      .then((found) => current && setAccount(found))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);

  return (
    <PageSection>
      <h1>{pages.memberArea.title}</h1>
      {account ? (
        <Suspense fallback={<p role="status">{c.loadingAccount}</p>}>
          <MemberAccountView account={account} onChanged={setAccount} />
        </Suspense>
      ) : (
        <Panel>
          <p>{c.intro}</p>
          <SignInForm />
          <h2>{c.notYet}</h2>
          <Actions>
            {c.links.map((link) => (
              <ButtonLink key={link.to} to={link.to} $variant={link.primary ? 'primary' : 'secondary'}>
                {link.label}
              </ButtonLink>
            ))}
          </Actions>
        </Panel>
      )}
    </PageSection>
  );
}
