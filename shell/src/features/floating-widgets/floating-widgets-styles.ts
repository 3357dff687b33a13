import styled from 'styled-components';

/**
 * Wider than 768 px the quick links float at the right edge, halfway down the window. At 768 px or
 * below they sit in the header, beside the menu button: on a phone a floating button always covers a
 * line of text or a field somewhere, so they take a place of their own (docs/architecture.md).
 */
export const WidgetStack = styled.nav`
  position: fixed;
  right: ${({ theme }) => theme.space.md};
  top: 50%;
  transform: translateY(-50%);
  z-index: ${({ theme }) => theme.zIndex.widgets};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.upToWidgets} {
    position: static;
    transform: none;
    flex-direction: row;
    align-items: center;
  }
`;

export const WidgetLabel = styled.span`
  max-width: 0;
  overflow: hidden;
  opacity: 0;
  white-space: nowrap;
  font-weight: 700;
  transition:
    max-width 0.2s ease,
    opacity 0.2s ease,
    margin 0.2s ease;

  ${({ theme }) => theme.media.upToWidgets} {
    display: none;
  }
`;

interface WidgetLinkProps {
  readonly $tone: 'navy' | 'red';
}

export const WidgetLink = styled.a<WidgetLinkProps>`
  display: inline-flex;
  align-items: center;
  min-width: 48px;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space.sm};
  justify-content: center;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ $tone, theme }) => ($tone === 'red' ? theme.colors.red : theme.colors.navy)};
  color: ${({ theme }) => theme.colors.textOnDark};
  box-shadow: ${({ theme }) => theme.shadows.floating};
  text-decoration: none;

  svg {
    flex: none;
    width: 1.75rem;
    height: 1.75rem;
  }

  &:hover {
    background: ${({ $tone, theme }) => ($tone === 'red' ? theme.colors.redDark : theme.colors.navyLight)};
  }

  ${({ theme }) => theme.media.upToWidgets} {
    min-width: 44px;
    min-height: 44px;
    border: 2px solid ${({ theme }) => theme.colors.textOnDark};
    box-shadow: none;

    svg {
      width: 1.5rem;
      height: 1.5rem;
    }
  }

  ${({ theme }) => theme.media.aboveWidgets} {
    &:hover ${WidgetLabel}, &:focus-visible ${WidgetLabel} {
      max-width: 16rem;
      opacity: 1;
      margin: 0 ${({ theme }) => theme.space.sm};
    }
  }
`;
