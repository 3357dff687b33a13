import { render, screen } from '@testing-library/react';
import * as packageItself from 'styled-components';
import { theme } from '../../theme';
import styled, * as facade from '../index';

// The facade the browser builds share in place of styled-components: each name is the package's own.
describe('the styled-components facade', () => {
  it('hands out the package’s own functions, under their names', () => {
    for (const name of ['createGlobalStyle', 'css', 'keyframes', 'ThemeProvider', 'useTheme'] as const) {
      expect(facade[name]).toBe(packageItself[name]);
    }
    expect(styled).toBe(packageItself.default);
  });

  it('styles a component with the theme it provides', () => {
    const Title = styled.h1`
      color: ${({ theme: given }) => given.colors.navy};
    `;
    render(
      <facade.ThemeProvider theme={theme}>
        <Title>Musée</Title>
      </facade.ThemeProvider>,
    );
    const navy = document.createElement('i');
    navy.style.color = theme.colors.navy;
    expect(getComputedStyle(screen.getByRole('heading', { name: 'Musée' })).color).toBe(navy.style.color);
  });
});
