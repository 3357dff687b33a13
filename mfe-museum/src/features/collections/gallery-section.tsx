import { Link } from '@mtdm/shared/router';
import styled from 'styled-components';
import { collectionObjectAnchor, searchItemProps } from '@mtdm/shared/search/page-marks';
import { contentImageSources } from '@mtdm/shared/content';
import { itemPathOf } from '@mtdm/shared/routing';
import { HorizontalScroller, ResponsiveImage, useContent } from '@mtdm/shared/ui';
import collectionsPicture from '../../assets/collections/pictures';
import type { Gallery } from '../../common/collections-content';

const Section = styled.section`
  padding: ${({ theme }) => theme.space.lg} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  > p {
    max-width: 46rem;
  }
`;

const Period = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.red};
  font-weight: 700;
`;

const Figure = styled.figure`
  margin: 0;
  height: 100%;
  border-radius: ${({ theme }) => theme.radii.medium};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};

  figcaption {
    padding: ${({ theme }) => theme.space.md};
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.navy};
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
  }
`;

const VisitLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 700;
`;

/** One gallery: its heading, period and text, its pictures in a horizontal scroller, a visit link. */
export function GallerySection({
  gallery,
  visitLink,
}: {
  readonly gallery: Gallery;
  readonly visitLink: { to: string; label: string };
}) {
  const headingId = `galerie-${gallery.id}`;
  const entries = useContent('objects');
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{gallery.title}</h2>
      {gallery.period && <Period>{gallery.period}</Period>}
      <p>{gallery.intro}</p>
      <HorizontalScroller
        label={`Galerie : ${gallery.title}`}
        previousLabel={`Images précédentes : ${gallery.title}`}
        nextLabel={`Images suivantes : ${gallery.title}`}
        itemWidth="280px"
      >
        {gallery.items.map((item) => {
          const page = itemPathOf('collections', item.image);
          const photograph = entries.find((entry) => entry.object === item.image);
          return (
            <Figure
              key={item.image}
              id={collectionObjectAnchor(item.image)}
              {...searchItemProps('object', item.title, page)}
            >
              {photograph?.photograph ? (
                <img
                  {...contentImageSources(photograph.photograph, 280)}
                  sizes="280px"
                  alt={photograph.photographAlt ?? item.alt}
                  width={360}
                  height={270}
                  loading="lazy"
                />
              ) : (
                <ResponsiveImage image={collectionsPicture(item.image)} alt={item.alt} sizes="280px" />
              )}
              <figcaption>
                <Link to={page}>
                  <strong>{item.title}</strong>
                </Link>
                {item.text}
              </figcaption>
            </Figure>
          );
        })}
      </HorizontalScroller>
      <VisitLink to={visitLink.to}>
        {visitLink.label} <span aria-hidden="true">→</span>
      </VisitLink>
    </Section>
  );
}
