import { css } from 'styled-components';

/**
 * Wider than 768 px the two quick links float at the window's right edge (their left side 64 px from
 * it). A text column that would reach under them keeps clear by this much more on its right, beyond its
 * own `padding`: up to 72 px while the window is narrow, less as it widens, nothing from 1 330 px,
 * where the centred column ends before them.
 */
export const clearOfQuickLinks = (padding: string) => css`
  ${({ theme }) => theme.media.aboveWidgets} {
    padding-right: calc(${padding} + clamp(0px, 1330px - 100vw, 72px));
  }
`;
