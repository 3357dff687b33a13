import { Link } from '@mtdm/shared/router';
import styled from 'styled-components';
import { pages } from '@mtdm/shared/routing';
import { museumStructuredData, nonBreaking } from '@mtdm/shared/site';
import {
  ButtonLink,
  ContentSection,
  PageSection,
  Prose,
  ResponsiveImage,
  StructuredData,
  useContent,
  useSiteDetails,
} from '@mtdm/shared/ui';
import practicalPicture from '../../assets/practical/pictures';
import { MuseumMap } from './museum-map';
import { OpeningToday } from './opening-today';
import { visitFactsOf } from './visit-facts';
import { addressLines, openingRows, practicalInfoContent as c } from './practical-info-content';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;

  h2 {
    margin-top: 0;
  }
`;

const Hours = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: start;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.md};

  div {
    display: contents;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 280px), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;

  dt {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.navy};
  }
  dd {
    margin: ${({ theme }) => theme.space.xs} 0 0;
  }
`;

const Phone = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-size: ${({ theme }) => theme.fontSizes.large};
  font-weight: 700;
`;

const Direction = styled.details`
  margin-bottom: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.background};

  summary {
    display: flex;
    align-items: center;
    min-height: 48px;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    font-weight: 700;
    color: ${({ theme }) => theme.colors.navy};
    cursor: pointer;
  }
  ol {
    margin: 0;
    padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md}
      ${({ theme }) => theme.space.xl};
  }
`;

/** /pages/informationsPratiques: hours, free entry, guided visits, map and address, access, services, rules. */
export function PracticalInfoView() {
  const details = useSiteDetails();
  const practical = useContent('practical');
  return (
    <>
      <PageSection>
        <h1>{pages.practicalInfo.title}</h1>
        <StructuredData data={museumStructuredData(details)} />
        <Prose>
          <p>{c.welcome}</p>
        </Prose>
        <OpeningToday language="fr" />
        <Phone href={`tel:${details.receptionPhone.dial}`}>
          {nonBreaking(`${c.phoneLabel} : ${details.receptionPhone.display}`)}
        </Phone>
        <Columns>
          <section aria-labelledby="horaires">
            <h2 id="horaires">{c.hoursTitle}</h2>
            <Hours>
              {openingRows(details).map((row) => (
                <div key={row.days}>
                  <dt>{row.days}</dt>
                  <dd>{row.time}</dd>
                </div>
              ))}
            </Hours>
            <h2>{c.freeTitle}</h2>
            <p>{c.free}</p>
          </section>
          <section aria-labelledby="visites-guidees">
            <h2 id="visites-guidees">{c.groupsTitle}</h2>
            <p>{c.groups}</p>
            <ButtonLink to={c.groupsLink.to}>{c.groupsLink.label}</ButtonLink>
          </section>
        </Columns>
      </PageSection>
      <ContentSection title={c.map.title} tone="tinted">
        <Columns>
          <div>
            <h3>{c.addressTitle}</h3>
            <address>
              {addressLines(details).map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
            </address>
          </div>
          <MuseumMap />
        </Columns>
      </ContentSection>
      <ContentSection title={c.accessTitle}>
        <Columns>
          <ResponsiveImage
            image={practicalPicture(c.accessImage)}
            alt={c.accessAlt}
            sizes="(max-width: 768px) 100vw, 600px"
          />
          <div>
            <h3>{c.directionsTitle}</h3>
            {c.directions.map((direction) => (
              <Direction key={direction.title}>
                <summary>{direction.title}</summary>
                <ol>
                  {direction.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </Direction>
            ))}
          </div>
        </Columns>
      </ContentSection>
      <ContentSection title={c.visitTitle} tone="tinted">
        <Facts>
          {visitFactsOf(practical, 'fr', details.receptionPhone.display).map((fact) => (
            <div key={fact.title}>
              <dt>{fact.title}</dt>
              <dd>{fact.text}</dd>
            </div>
          ))}
        </Facts>
      </ContentSection>
      <ContentSection title={c.servicesTitle}>
        <Columns>
          <div>
            <ul>
              {c.services.map((service) => (
                <li key={service}>{service}</li>
              ))}
            </ul>
            <p>
              {c.servicesLinks.map((link, index) => (
                <span key={link.to}>
                  {index > 0 && ' · '}
                  <Link to={link.to}>{link.label}</Link>
                </span>
              ))}
            </p>
          </div>
        </Columns>
      </ContentSection>
      <ContentSection title={c.rulesTitle} tone="tinted">
        <ul>
          {c.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </ContentSection>
    </>
  );
}
