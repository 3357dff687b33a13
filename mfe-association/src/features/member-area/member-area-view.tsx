import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { MEMBER_SPACE_PATH } from '@mtdm/shared/contracts';
import { pages } from '@mtdm/shared/routing';
import { ButtonAnchor, ButtonLink, PageSection } from '@mtdm/shared/ui';
import { memberAreaContent as c } from './member-area-content';
import { hasMemberSession } from './member-area-client';
import { SignInForm } from './sign-in-form';

/** The member's own pages (the members' module), a document of their own: a plain link leads there. */

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

/**
 * /pages/Login: the member's sign-in by e-mail link. Their own pages are under /adherents/, in the
 * members' module the server sends a signed-in member only: none of it is in this page.
 */
export function MemberAreaView() {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    let current = true;
    hasMemberSession()
      .then((found) => current && setSignedIn(found))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);

  return (
    <PageSection>
      <h1>{pages.memberArea.title}</h1>
      {signedIn ? (
        <Panel>
          <p>{c.signedIn}</p>
          <ButtonAnchor href={MEMBER_SPACE_PATH}>{c.openSpace}</ButtonAnchor>
        </Panel>
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
