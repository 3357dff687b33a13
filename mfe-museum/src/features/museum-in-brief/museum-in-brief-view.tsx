import styled from 'styled-components';
import { pages } from '@mtdm/shared/routing';
import {
  ButtonLink,
  CaptionedVideo,
  ContentSection,
  FadeIn,
  LinkCardGrid,
  PageSection,
  Prose,
  StatGrid,
} from '@mtdm/shared/ui';
import { CuratorsList } from './curators-list';
import { museumInBriefContent as c } from './museum-in-brief-content';

const Lead = styled.p`
  max-width: 46rem;
  font-size: ${({ theme }) => theme.fontSizes.large};
`;

const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 340px), 1fr));
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
`;

/** /pages/LeMuseeEnBref (also /pages/lemuseeenbref). */
export function MuseumInBriefView() {
  return (
    <>
      <PageSection>
        <h1>{pages.museumInBrief.title}</h1>
        <Lead>{c.intro}</Lead>
        <LinkCardGrid cards={c.cards} headingLevel={2} />
        <p>
          <ButtonLink to={c.contact.to} $variant="secondary">
            {c.contact.label}
          </ButtonLink>
        </p>
      </PageSection>
      <ContentSection title={c.historyTitle} tone="tinted">
        <TwoColumns>
          <Prose>
            {c.history.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </Prose>
          <FadeIn>
            <h3>{c.videoTitle}</h3>
            <CaptionedVideo video={c.video} caption={c.videoCaption} />
          </FadeIn>
        </TwoColumns>
      </ContentSection>
      <ContentSection title={c.statsTitle}>
        <StatGrid stats={c.stats} />
      </ContentSection>
      <ContentSection title={c.curatorsTitle} tone="tinted">
        <FadeIn>
          <CuratorsList curators={c.curators} pending={c.curatorsPending} />
        </FadeIn>
      </ContentSection>
    </>
  );
}
