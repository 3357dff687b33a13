import styled from 'styled-components';
import { museumStructuredData } from '@mtdm/shared/site';
import {
  ButtonLink,
  ContentSection,
  FadeIn,
  HeroBanner,
  LinkCardGrid,
  Prose,
  StructuredData,
  useSiteDetails,
} from '@mtdm/shared/ui';
import homePicture from '../../assets/home/pictures';
import { homeContent } from './home-content';
import { NewsCarousel } from './news-carousel';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const heroImage = homePicture('hero');

/** The home page (/ and /pages/Accueil). */
export function HomeView() {
  const c = homeContent;
  return (
    <>
      <HeroBanner title={c.hero.title} image={heroImage} imageAlt={c.hero.imageAlt}>
        <p>{c.hero.text}</p>
        <Actions>
          {c.hero.actions.map((action, index) => (
            <ButtonLink key={action.to} to={action.to} $variant={index === 0 ? 'primary' : 'secondary'}>
              {action.label}
            </ButtonLink>
          ))}
        </Actions>
      </HeroBanner>
      <StructuredData data={museumStructuredData(useSiteDetails())} />
      <ContentSection title={c.welcome.title}>
        <Prose>
          {c.welcome.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </Prose>
      </ContentSection>
      <ContentSection title={c.news.title} tone="tinted">
        <NewsCarousel />
      </ContentSection>
      <ContentSection title={c.teasers.title}>
        <FadeIn>
          <LinkCardGrid cards={c.teasers.cards} />
        </FadeIn>
      </ContentSection>
      <ContentSection title={c.join.title} tone="navy">
        <FadeIn>
          <Prose>
            <p>{c.join.text}</p>
          </Prose>
          <ButtonLink to={c.join.to}>{c.join.linkLabel}</ButtonLink>
        </FadeIn>
      </ContentSection>
    </>
  );
}
