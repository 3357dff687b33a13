import styled from 'styled-components';
import { archiveItems, imageSize } from '@mtdm/shared/data';
import { parseFrenchDate, toIsoDate } from '@mtdm/shared/news';
import { archiveImageUrl, CardGrid } from '@mtdm/shared/ui';

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
export function RecentArchives({ label }: { readonly label: string }) {
  return (
    <CardGrid $min="200px" aria-label={label}>
      {archiveItems.map((item) => {
        const size = imageSize(item.image);
        const date = parseFrenchDate(item.date);
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
                Entré aux archives le {date ? <time dateTime={toIsoDate(date)}>{item.date}</time> : item.date}
              </figcaption>
            </Item>
          </li>
        );
      })}
    </CardGrid>
  );
}
