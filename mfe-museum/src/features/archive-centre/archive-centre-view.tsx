import styled from 'styled-components';
import { pages } from '@mtdm/shared/routing';
import {
  ButtonLink,
  CaptionedVideo,
  CardGrid,
  ContentSection,
  FadeIn,
  HorizontalScroller,
  PageSection,
  Prose,
  ResponsiveImage,
  StatGrid,
} from '@mtdm/shared/ui';
import archiveCentrePicture from '../../assets/chetom/pictures';
import { archiveCentreContent as c } from './archive-centre-content';
import { RecentArchives } from './recent-archives';

const Lead = styled(Prose)`
  p:first-child {
    font-size: ${({ theme }) => theme.fontSizes.large};
  }
`;

const Block = styled.div`
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border-left: 6px solid ${({ theme }) => theme.colors.gold};
  background: ${({ theme }) => theme.colors.background};

  h3 {
    margin-top: 0;
  }
  p {
    margin: 0;
  }
`;

const Figure = styled.figure`
  margin: 0;
  figcaption {
    padding-top: ${({ theme }) => theme.space.sm};
    font-weight: 700;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** /pages/lechetom: the archive and research centre. */
export function ArchiveCentreView() {
  return (
    <>
      <PageSection>
        <h1>{pages.archiveCentre.title}</h1>
        <Lead>
          {c.intro.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </Lead>
        <StatGrid stats={c.stats} label={c.statsTitle} />
      </PageSection>
      <ContentSection title={c.videoTitle} tone="tinted">
        <Prose>
          <CaptionedVideo video={c.video} caption={c.videoCaption} />
        </Prose>
      </ContentSection>
      <ContentSection title={c.galleryTitle}>
        <HorizontalScroller
          label={c.galleryTitle}
          previousLabel="Images précédentes"
          nextLabel="Images suivantes"
          itemWidth="320px"
        >
          {c.gallery.map((picture) => (
            <Figure key={picture.image}>
              <ResponsiveImage image={archiveCentrePicture(picture.image)} alt={picture.alt} sizes="320px" />
              <figcaption>{picture.title}</figcaption>
            </Figure>
          ))}
        </HorizontalScroller>
      </ContentSection>
      <ContentSection title={c.blocksTitle} tone="tinted">
        <FadeIn>
          <CardGrid>
            {c.blocks.map((block) => (
              <li key={block.title}>
                <Block>
                  <h3>{block.title}</h3>
                  <p>{block.text}</p>
                </Block>
              </li>
            ))}
          </CardGrid>
        </FadeIn>
      </ContentSection>
      <ContentSection title={c.archivesTitle}>
        <RecentArchives />
      </ContentSection>
      <ContentSection title={c.teamTitle} tone="tinted">
        <CardGrid>
          {c.team.map((member) => (
            <li key={member.role}>
              <Block>
                <h3>{member.name ?? member.role}</h3>
                {member.name && <p>{member.role}</p>}
                <p>{member.text}</p>
              </Block>
            </li>
          ))}
        </CardGrid>
      </ContentSection>
      <ContentSection title={c.contactTitle}>
        <Prose>
          <p>{c.contactText}</p>
        </Prose>
        <Actions>
          {c.contactLinks.map((link, index) => (
            <ButtonLink key={link.to} to={link.to} $variant={index === 0 ? 'primary' : 'secondary'}>
              {link.label}
            </ButtonLink>
          ))}
        </Actions>
      </ContentSection>
    </>
  );
}
