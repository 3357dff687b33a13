import styled from 'styled-components';
import { PageSection } from '../page-layout/page-section';
import { pages, type PageKey } from '../../routing';

export const PREPARATION_NOTICE = 'Le contenu de cette page est en cours de préparation.';

const Notice = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.large};
`;

interface PagePlaceholderProps {
  readonly title: string;
}

/** A page whose content is not written yet: its title and one honest line, nothing invented. */
export function PagePlaceholder({ title }: PagePlaceholderProps) {
  return (
    <PageSection>
      <h1>{title}</h1>
      <Notice>{PREPARATION_NOTICE}</Notice>
    </PageSection>
  );
}

/** A remote page that is not built yet, as one line: `export default createPlaceholderPage('shop')`. */
export function createPlaceholderPage(page: PageKey) {
  function Placeholder() {
    return <PagePlaceholder title={pages[page].title} />;
  }
  Placeholder.displayName = `Placeholder(${page})`;
  return Placeholder;
}
