import { archiveAnchor } from '@mtdm/shared/search/page-marks';
import styled from 'styled-components';
import { contentImageSources } from '@mtdm/shared/content';
import { CardGrid, FrenchDateTime, useContent } from '@mtdm/shared/ui';

/** The intrinsic size of an archive's picture, so the grid reserves its space. */
const ARCHIVE_IMAGE_SIZE = { width: 480, height: 360 } as const;

const Item = styled.figure`
  margin: 0;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.background};

  img {
    display: block;
    width: 100%;
    height: auto;
  }
  figcaption {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.navy};
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.small};
  }
`;

/** The recent archive items (published content), in the order of their files. */
export function RecentArchives() {
  const archiveItems = useContent('archives');
  return (
    <CardGrid $min="200px">
      {archiveItems.map((item) => {
        const size = ARCHIVE_IMAGE_SIZE;
        const image = contentImageSources(item.image, size.width);
        return (
          <li key={item.id} id={archiveAnchor(item.id)}>
            <Item>
              <img
                {...image}
                // Only with a list of widths to choose from (a photograph): a drawing has one file.
                sizes={image.srcSet ? `${size.width}px` : undefined}
                alt=""
                width={size.width}
                height={size.height}
                loading="lazy"
                decoding="async"
              />
              <figcaption>
                <strong>{item.title}</strong>
                Entrée aux archives le <FrenchDateTime text={item.date} />
              </figcaption>
            </Item>
          </li>
        );
      })}
    </CardGrid>
  );
}
