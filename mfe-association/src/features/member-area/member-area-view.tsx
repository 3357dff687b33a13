import styled from 'styled-components';
import { pages } from '@mtdm/shared/routing';
import { ButtonLink, PageSection } from '@mtdm/shared/ui';
import { memberAreaContent as c } from './member-area-content';

const Notice = styled.div`
  max-width: 46rem;
  padding: ${({ theme }) => theme.space.lg};
  border-left: 6px solid ${({ theme }) => theme.colors.gold};
  background: ${({ theme }) => theme.colors.surface};

  p:first-child {
    margin-top: 0;
    font-size: ${({ theme }) => theme.fontSizes.large};
    font-weight: 600;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** /pages/Login: the 'Espace Adhérent' notice, under construction, and the ways to join or write meanwhile. */
export function MemberAreaView() {
  return (
    <PageSection>
      <h1>{pages.memberArea.title}</h1>
      <Notice>
        <p>{c.notice}</p>
        <p>{c.detail}</p>
        <Actions>
          {c.links.map((link) => (
            <ButtonLink key={link.to} to={link.to} $variant={link.primary ? 'primary' : 'secondary'}>
              {link.label}
            </ButtonLink>
          ))}
        </Actions>
      </Notice>
    </PageSection>
  );
}
