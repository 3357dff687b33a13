import styled from 'styled-components';
import { archiveItems, imageSize } from '@mtdm/shared/data';
import { archiveImageUrl, CardGrid, FrenchDateTime } from '@mtdm/shared/ui';

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

/** The ten recent archive items (shared data), newest first as the data lists them. */
export function RecentArchives() {
  return (
    <CardGrid $min="200px">
      {archiveItems.map((item) => {
        const size = imageSize(item.image);
        return (
          <li key={item.id}>
            <Item>
              <img
                src={archiveImageUrl(item.image)}
                alt=""
                width={size.width}
                height={size.height}
                loading="lazy"
                decoding="async"
              />
              <figcaption>
                <strong>{item.title}</strong>
                Entré aux archives le <FrenchDateTime text={item.date} />
              </figcaption>
            </Item>
          </li>
        );
      })}
    </CardGrid>
  );
}
