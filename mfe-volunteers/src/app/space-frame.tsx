import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link, useLocation } from '@mtdm/shared/router';
import { Button, PageSection } from '@mtdm/shared/ui';
import type { Volunteer } from '../common/space-client';
import { roleNames, spaceTexts as t } from '../common/space-texts';
import type { SpaceSection } from './space-sections';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Menu = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.md} 0;
  padding: ${({ theme }) => theme.space.sm} 0;
  border-block: 1px solid ${({ theme }) => theme.colors.border};
  list-style: none;

  a {
    display: inline-block;
    min-height: 44px;
    padding: ${({ theme }) => theme.space.sm} 0;
    color: ${({ theme }) => theme.colors.navy};
    font-weight: 700;
  }
  a[aria-current='page'] {
    text-decoration-thickness: 3px;
  }
`;

interface SpaceFrameProps {
  readonly volunteer: Volunteer;
  readonly sections: readonly SpaceSection[];
  readonly onSignOut: () => void;
  readonly children: ReactNode;
}

/** The space around its screens: its title, who is signed in and with which roles, its menu, sign-out. */
export function SpaceFrame({ volunteer, sections, onSignOut, children }: SpaceFrameProps) {
  const { pathname } = useLocation();
  return (
    <PageSection>
      <Header>
        <div>
          <h1>{t.title}</h1>
          <p>{t.signedInAs(volunteer.name, volunteer.email)}</p>
          <p>
            {volunteer.roles.length > 0
              ? `${t.rolesLabel} : ${volunteer.roles.map((role) => roleNames[role]).join(', ')}`
              : t.noRole}
          </p>
        </div>
        <Button $variant="secondary" onClick={onSignOut}>
          {t.signOut}
        </Button>
      </Header>
      {sections.length > 0 ? (
        <nav aria-label={t.menuLabel}>
          <Menu>
            {sections.map((section) => (
              <li key={section.path}>
                <Link to={section.path} aria-current={pathname.startsWith(section.path) ? 'page' : undefined}>
                  {section.label}
                </Link>
              </li>
            ))}
          </Menu>
        </nav>
      ) : null}
      {children}
    </PageSection>
  );
}
