import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageSection } from '@mtdm/shared/ui';
import { CHOOSER_ORDER, chooserContent, contactForms } from './contact-content';

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 6px solid ${({ theme }) => theme.colors.navy};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.large};
  }
  p {
    flex: 1;
    margin: 0;
  }
  a {
    font-weight: 700;
    min-height: 44px;
    display: inline-flex;
    align-items: center;
  }
  /* The whole card is clickable through its link. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:hover {
    border-top-color: ${({ theme }) => theme.colors.red};
  }
`;

/** /pages/FormulairesContact: three cards leading to the three contact forms. */
export function ContactChooserView() {
  return (
    <PageSection>
      <h1>{chooserContent.title}</h1>
      <p>{chooserContent.intro}</p>
      <Cards>
        {CHOOSER_ORDER.map((kind) => {
          const content = contactForms[kind];
          return (
            <Card key={kind}>
              <h2>{content.cardTitle}</h2>
              <p>{content.cardText}</p>
              <Link to={content.chooserPath}>
                {content.cardAction} <span aria-hidden="true">→</span>
              </Link>
            </Card>
          );
        })}
      </Cards>
    </PageSection>
  );
}
