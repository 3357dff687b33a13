import styled, { css } from 'styled-components';

/** center: a dialog box; side: a panel along the right edge; document: nearly the whole screen (PDF). */
export type ModalPlacement = 'center' | 'side' | 'document';

export const Backdrop = styled.div<{ $placement: ModalPlacement }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  background: ${({ theme }) => theme.colors.overlay};
  ${({ $placement }) =>
    $placement === 'side'
      ? css`
          justify-content: flex-end;
        `
      : css`
          align-items: center;
          justify-content: center;
          padding: ${({ theme }) => theme.space.md};
        `}
`;

export const Panel = styled.div<{ $placement: ModalPlacement }>`
  position: relative;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.floating};
  overflow-y: auto;
  ${({ $placement, theme }) => {
    if ($placement === 'side')
      return css`
        width: min(100%, 420px);
        height: 100%;
      `;
    if ($placement === 'document')
      return css`
        width: min(100%, 1100px);
        height: calc(100vh - 2 * ${theme.space.md});
        border-radius: ${theme.radii.medium};
        overflow: hidden;
      `;
    return css`
      width: min(100%, 640px);
      max-height: calc(100vh - 2 * ${theme.space.md});
      border-radius: ${theme.radii.medium};
    `;
  }}
`;

export const Header = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.large};
  }
`;

export const Body = styled.div<{ $placement: ModalPlacement }>`
  padding: ${({ theme }) => theme.space.lg};
  ${({ $placement }) =>
    $placement === 'document' &&
    css`
      flex: 1;
      display: flex;
      flex-direction: column;
      min-height: 0;
      padding: 0;
    `}
`;

export const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.small};
  background: transparent;
  color: ${({ theme }) => theme.colors.navy};
  font-size: 1.75rem;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;
