import styled from 'styled-components';

export const BannerRegion = styled.section`
  position: fixed;
  left: 50%;
  bottom: ${({ theme }) => theme.space.md};
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndex.banner};
  width: min(46rem, calc(100% - 2 * ${({ theme }) => theme.space.md}));
  max-height: calc(100vh - 2 * ${({ theme }) => theme.space.md});
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};

  border-radius: ${({ theme }) => theme.radii.medium};
  box-shadow: ${({ theme }) => theme.shadows.floating};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.large};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }

  ${({ theme }) => theme.media.upToWidgets} {
    bottom: 0;
    width: 100%;
    border-radius: ${({ theme }) => `${theme.radii.medium} ${theme.radii.medium} 0 0`};
    padding: ${({ theme }) => theme.space.md};
  }
`;

export const ChoiceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

/** One style for both choices: refusing is exactly as easy and as visible as accepting. */
export const ChoiceButton = styled.button`
  flex: 1 1 10rem;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 2px solid ${({ theme }) => theme.colors.navy};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.textOnDark};
  font: inherit;
  font-weight: 700;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.navyLight};
  }
`;
