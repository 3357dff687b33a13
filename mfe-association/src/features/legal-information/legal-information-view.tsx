import { useEffect } from 'react';
import { Link, useLocation } from '@mtdm/shared/router';
import styled from 'styled-components';
import { pages } from '@mtdm/shared/routing';
import { PageSection, Prose, useAnalyticsConfigured, useSiteDetails } from '@mtdm/shared/ui';
import {
  accessibilitySection,
  legalInformationIntro,
  legalSections,
  type LegalSection,
} from './legal-information-content';

const Toc = styled.nav`
  margin: ${({ theme }) => theme.space.lg} 0;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-left: 6px solid ${({ theme }) => theme.colors.gold};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.large};
  }
  a {
    display: inline-block;
    padding: 2px 0;
  }
`;

const Section = styled.section`
  scroll-margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.md};

  dt {
    font-weight: 700;
  }
`;

/** Label and value side by side, one above the other on a phone. */
const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(10rem, max-content) 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.md};

  > div {
    display: contents;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ${({ theme }) => theme.media.upToWidgets} {
    grid-template-columns: 1fr;

    dd {
      margin-bottom: ${({ theme }) => theme.space.sm};
    }
  }
`;

/** A list of what and how long: each term above its period, at every width, as wide as the prose. */
const Schedule = styled.dl`
  max-width: 46rem;
  margin: 0 0 ${({ theme }) => theme.space.md};

  dd {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

function LegalBlock({ section, number }: { readonly section: LegalSection; readonly number?: number }) {
  return (
    <Section id={section.id} aria-labelledby={`${section.id}-titre`}>
      <h2 id={`${section.id}-titre`}>
        {number !== undefined ? `${number}. ` : ''}
        {section.title}
      </h2>
      <Prose>
        {section.paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </Prose>
      {section.schedule && (
        <>
          <h3>{section.schedule.title}</h3>
          <Schedule>
            {section.schedule.rows.map(([what, howLong]) => (
              <div key={what}>
                <dt>{what}</dt>
                <dd>{howLong}</dd>
              </div>
            ))}
          </Schedule>
          <Prose>
            <p>{section.schedule.closing}</p>
          </Prose>
        </>
      )}
      {section.details && (
        <Details>
          {section.details.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Details>
      )}
      {section.links?.map((link) =>
        link.external ? (
          <p key={link.to}>
            <a href={link.to} target="_blank" rel="noopener noreferrer">
              {link.label} (nouvel onglet)
            </a>
          </p>
        ) : (
          <p key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </p>
        ),
      )}
    </Section>
  );
}

/**
 * /pages/InformationsLegales (and /pages/Informationslegales): its eight sections and the
 * accessibility statement. An address ending in #accessibilite (the footer's link) scrolls to it.
 */
export function LegalInformationView() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView();
    target?.querySelector<HTMLElement>('h2')?.setAttribute('tabindex', '-1');
    target?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  }, [hash]);
  const details = useSiteDetails();
  const sections = legalSections(details, useAnalyticsConfigured());
  const all = [...sections, accessibilitySection(details)];
  return (
    <PageSection>
      <h1>{pages.legalInformation.title}</h1>
      <Prose>
        <p>{legalInformationIntro}</p>
      </Prose>
      <Toc aria-labelledby="sommaire">
        <h2 id="sommaire">Sommaire</h2>
        <ol>
          {all.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </Toc>
      {sections.map((section, index) => (
        <LegalBlock key={section.id} section={section} number={index + 1} />
      ))}
      <LegalBlock section={all[all.length - 1]!} />
    </PageSection>
  );
}
