import styled from 'styled-components';
import { pages, type PageKey } from '@mtdm/shared/routing';
import { PageSection } from '@mtdm/shared/ui';

export const page: PageKey = 'memberArea';

const Notice = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.large};
`;

/** The member area (SPEC §1, §2): only a notice that it is under construction. */
export default function MemberAreaPage() {
  return (
    <PageSection>
      <h1>{pages[page].title}</h1>
      <Notice>Cet espace réservé aux adhérents est en construction.</Notice>
    </PageSection>
  );
}
