import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from '@mtdm/shared/router';
import { languageOf, pages, paths } from '@mtdm/shared/routing';
import { HorizontalScroller, PageSection, Prose, ResponsiveImage } from '@mtdm/shared/ui';
import type { EnglishPageContent } from './english-page';
import { IN_FRENCH } from '@mtdm/shared/site';

const Lead = styled.p`
  max-width: 46rem;
  font-size: ${({ theme }) => theme.fontSizes.large};
`;

const Rows = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;

  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;

const Figure = styled.figure`
  margin: 0;
  height: 100%;
  border-radius: ${({ theme }) => theme.radii.medium};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};

  figcaption {
    padding: ${({ theme }) => theme.space.md};
    font-weight: 700;
    color: ${({ theme }) => theme.colors.navy};
  }
`;

const NextLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 700;
  }
`;

/** A next step: an English page by the router, a French one by a plain link that says it is in French. */
function NextLink({ page, label }: { readonly page: PageKey; readonly label: string }) {
  if (languageOf(page) === 'en') return <Link to={paths[page]}>{label}</Link>;
  return (
    <a href={paths[page]} hrefLang="fr">
      {label} {IN_FRENCH}
    </a>
  );
}

type PageKey = EnglishPageContent['page'];

/** An English page of the visit: its heading, lead, sections and next steps. */
export function EnglishPageView({
  content,
  status,
}: {
  readonly content: EnglishPageContent;
  /** Said under the lead, before the sections (whether the museum is open now). */
  readonly status?: ReactNode;
}) {
  return (
    <PageSection>
      <h1>{pages[content.page].title}</h1>
      <Lead>{content.lead}</Lead>
      {status}
      <Prose>
        {content.sections.map((section) => (
          <section key={section.heading} aria-labelledby={`en-${section.heading.replace(/\W+/g, '-')}`}>
            <h2 id={`en-${section.heading.replace(/\W+/g, '-')}`}>{section.heading}</h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.figures && (
              <HorizontalScroller
                label={`Gallery: ${section.heading}`}
                previousLabel={`Previous pictures: ${section.heading}`}
                nextLabel={`Next pictures: ${section.heading}`}
                itemWidth="280px"
              >
                {section.figures.map((figure) => (
                  <Figure key={figure.caption}>
                    <ResponsiveImage image={figure.picture} alt={figure.alt} sizes="280px" />
                    <figcaption>{figure.caption}</figcaption>
                  </Figure>
                ))}
              </HorizontalScroller>
            )}
            {section.list && (
              <ul>
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
            {section.rows && (
              <Rows>
                {section.rows.map((row) => (
                  <Fragment key={row.label}>
                    <dt>{row.label}</dt>
                    <dd lang={row.lang}>{row.href ? <a href={row.href}>{row.value}</a> : row.value}</dd>
                  </Fragment>
                ))}
              </Rows>
            )}
          </section>
        ))}
      </Prose>
      <NextLinks>
        {content.links.map((link) => (
          <li key={link.page}>
            <NextLink {...link} />
          </li>
        ))}
      </NextLinks>
    </PageSection>
  );
}
