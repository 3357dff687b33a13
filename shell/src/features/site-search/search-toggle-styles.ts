import styled from 'styled-components';
import { visuallyHidden } from '@mtdm/shared/ui';

/** The header's search link: a magnifier, and its word beside it wider than the compact menu. */
export const ToggleLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.small};
  color: ${({ theme }) => theme.colors.textOnDark};
  font-weight: 700;
  text-decoration: none;

  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.navyLight};
  }

  svg {
    flex: none;
    width: 1.4rem;
    height: 1.4rem;
  }

  /* On phones the word is read, not shown: the magnifier says it. */
  ${({ theme }) => theme.media.upToWidgets} {
    span {
      ${visuallyHidden}
    }
  }
`;
