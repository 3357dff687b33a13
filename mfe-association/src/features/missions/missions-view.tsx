import styled from 'styled-components';
import { pages } from '@mtdm/shared/routing';
import { ButtonLink, CaptionedVideo, ContentSection, FadeIn, HeroBanner, Prose } from '@mtdm/shared/ui';
import missionsPicture from '../../assets/missions/pictures';
import { missionsContent as c } from './missions-content';

const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 340px), 1fr));
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
`;

const heroImage = missionsPicture(c.hero.image);

function JoinButton() {
  return <ButtonLink to={c.join.to}>{c.join.label}</ButtonLink>;
}

/** /pages/sesmissions: who the association is, what it does, and several ways to join it. */
export function MissionsView() {
  return (
    <>
      <HeroBanner title={pages.missions.title} image={heroImage} imageAlt={c.hero.imageAlt}>
        <p>{c.hero.text}</p>
        <JoinButton />
      </HeroBanner>
      <ContentSection title={c.introTitle}>
        <TwoColumns>
          <Prose>
            {c.intro.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </Prose>
          <div>
            <h3>{c.videoTitle}</h3>
            <CaptionedVideo video={c.video} caption={c.videoCaption} />
          </div>
        </TwoColumns>
      </ContentSection>
      {c.sections.map((section, index) => (
        <ContentSection
          key={section.id}
          id={section.id}
          title={section.title}
          tone={index % 2 === 0 ? 'tinted' : 'plain'}
        >
          <FadeIn>
            <Prose>
              {section.paragraphs.map((text) => (
                <p key={text}>{text}</p>
              ))}
            </Prose>
            {(section.id === 'engagement' || section.id === 'adherer') && <JoinButton />}
          </FadeIn>
        </ContentSection>
      ))}
    </>
  );
}
