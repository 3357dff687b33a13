import styled from 'styled-components';
import { Link } from '@mtdm/shared/router';

/**
 * The page of one item (a product, an object of the collections): its picture beside its text from
 * 768 px, in the shares given (`$pictureShare` against `$textShare`); one column on a phone, the
 * picture first.
 */
export const ItemLayout = styled.div<{ readonly $pictureShare: number; readonly $textShare: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  @media (min-width: 768px) {
    grid-template-columns: ${({ $pictureShare, $textShare }) =>
      `minmax(0, ${$pictureShare}fr) minmax(0, ${$textShare}fr)`};
    align-items: start;
  }

  h1 {
    margin-top: 0;
  }
`;

/** The way back from an item's page to its list, as tall as a finger needs. */
export const ItemBackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 700;
`;
