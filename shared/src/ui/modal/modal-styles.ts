import styled, { css } from 'styled-components';

export type ModalPlacement = 'center' | 'side';

export const Backdrop = styled.div<{ $placement: ModalPlacement }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  background: ${({ theme }) => theme.colors.overlay};
  ${({ $placement }) =>
    $placement === 'center'
      ? css`
          align-items: center;
          justify-content: center;
          padding: ${({ theme }) => theme.space.md};
        `
      : css`
          justify-content: flex-end;
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
  ${({ $placement, theme }) =>
    $placement === 'center'
      ? css`
          width: min(100%, 640px);
          max-height: calc(100vh - 2 * ${theme.space.md});
          border-radius: ${theme.radii.medium};
        `
      : css`
          width: min(100%, 420px);
          height: 100%;
        `}
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

export const Body = styled.div`
  padding: ${({ theme }) => theme.space.lg};
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
