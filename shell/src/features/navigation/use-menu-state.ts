import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

interface MenuState {
  /**
   * The layout the state belongs to (undefined until the width is known); a change of layout starts
   * from everything closed.
   */
  readonly compact: boolean | undefined;
  /** Compact layout only: whether the hamburger has opened the menu. */
  readonly menuOpen: boolean;
  /** The open submenu, if any. */
  readonly openGroup: string | null;
  /** Whether the open submenu was opened by the pointer hovering it (wide layout). */
  readonly openedByHover: boolean;
}

const closed = (compact: boolean | undefined): MenuState => ({
  compact,
  menuOpen: false,
  openGroup: null,
  openedByHover: false,
});

interface MenuRefs {
  readonly header: RefObject<HTMLElement | null>;
  readonly hamburger: RefObject<HTMLButtonElement | null>;
  /** The toggle button of each submenu, by group id. */
  readonly toggles: RefObject<Map<string, HTMLButtonElement>>;
}

/** Puts focus back on a toggle, unless the visitor has already moved it elsewhere in the page. */
function returnFocus(header: HTMLElement | null, target: HTMLElement | null | undefined) {
  const active = document.activeElement;
  if (target && (!active || active === document.body || header?.contains(active))) target.focus();
}

/**
 * Open/closed state of the main menu and its submenus, with the ways of closing them:
 * a pointer press outside the header, Escape (focus goes back to the toggle), a followed link.
 * `compact` is undefined until the width is known (the page just loaded, CSS shows one form).
 */
export function useMenuState(compact: boolean | undefined) {
  const [state, setState] = useState<MenuState>(() => closed(compact));
  const header = useRef<HTMLElement>(null);
  const hamburger = useRef<HTMLButtonElement>(null);
  const toggles = useRef(new Map<string, HTMLButtonElement>());
  const refs: MenuRefs = { header, hamburger, toggles };

  // Crossing the 1024 px breakpoint starts again from a closed menu (state adjusted during render).
  // Learning the width keeps what the visitor opened meanwhile: it is the form CSS showed.
  const forLayout = (s: MenuState): MenuState => {
    if (s.compact === compact) return s;
    return s.compact === undefined ? { ...s, compact } : closed(compact);
  };
  const current = forLayout(state);
  if (current !== state) setState(forLayout);

  const closeAll = useCallback(() => setState((s) => closed(s.compact)), []);

  const toggleMenu = useCallback(
    () => setState((s) => ({ ...s, menuOpen: !s.menuOpen, openGroup: null, openedByHover: false })),
    [],
  );

  /** Click or Enter/Space on a submenu button. A submenu opened by hovering stays open on the first click. */
  const toggleGroup = useCallback(
    (id: string) =>
      setState((s) => {
        if (s.openGroup !== id) return { ...s, openGroup: id, openedByHover: false };
        if (!s.compact && s.openedByHover) return { ...s, openedByHover: false };
        return { ...s, openGroup: null, openedByHover: false };
      }),
    [],
  );

  const hoverGroup = useCallback(
    (id: string, entering: boolean) =>
      setState((s) => {
        if (s.compact) return s;
        if (entering) return s.openGroup === id ? s : { ...s, openGroup: id, openedByHover: true };
        return s.openGroup === id ? { ...s, openGroup: null, openedByHover: false } : s;
      }),
    [],
  );

  /** Wide layout: keyboard focus leaving a submenu closes it. */
  const leaveGroup = useCallback(
    (id: string) => setState((s) => (!s.compact && s.openGroup === id ? { ...s, openGroup: null } : s)),
    [],
  );

  const { openGroup, menuOpen } = current;
  const anythingOpen = openGroup !== null || menuOpen;

  useEffect(() => {
    if (!anythingOpen) return undefined;
    function onPointerDown(event: Event) {
      if (event.target instanceof Node && header.current?.contains(event.target)) return;
      closeAll();
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      if (openGroup !== null) {
        setState((s) => ({ ...s, openGroup: null, openedByHover: false }));
        returnFocus(header.current, toggles.current.get(openGroup));
      } else {
        setState((s) => ({ ...s, menuOpen: false }));
        returnFocus(header.current, hamburger.current);
      }
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [anythingOpen, openGroup, closeAll]);

  return { state: current, refs, closeAll, toggleMenu, toggleGroup, hoverGroup, leaveGroup };
}
