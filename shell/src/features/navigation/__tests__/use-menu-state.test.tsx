import { act, renderHook } from '@testing-library/react';
import { useMenuState } from '../use-menu-state';

function renderMenuState(compact: boolean | undefined) {
  return renderHook(({ layout }: { layout: boolean | undefined }) => useMenuState(layout), {
    initialProps: { layout: compact },
  });
}

it('keeps the menu a visitor opened before the width was known', () => {
  const { result, rerender } = renderMenuState(undefined);
  act(() => result.current.toggleMenu());
  rerender({ layout: true });
  expect(result.current.state).toMatchObject({ compact: true, menuOpen: true });
});

it('closes everything when the window crosses the breakpoint', () => {
  const { result, rerender } = renderMenuState(true);
  act(() => result.current.toggleMenu());
  act(() => result.current.toggleGroup('association'));
  rerender({ layout: false });
  expect(result.current.state).toMatchObject({ compact: false, menuOpen: false, openGroup: null });
});
