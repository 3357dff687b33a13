import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { RoundIconButton } from '../button/button';
import { VisuallyHidden } from '../visually-hidden';
import styled from 'styled-components';
import { useElementId } from '../element-id/use-element-id';

export interface HorizontalScrollerProps {
  /** Accessible name of the list ("Prochaines actualités"). */
  readonly label: string;
  /** One element per item; each becomes a list item. */
  readonly children: ReactNode;
  /** Pixels per arrow press; default: 80 % of the visible width. */
  readonly step?: number;
  /** Names of the arrows ("Actualité précédente"). */
  readonly previousLabel?: string;
  readonly nextLabel?: string;
  /** Width of each item, a CSS length. */
  readonly itemWidth?: string;
  /** Space between items, a CSS length (item width + gap = the distance between two snap points). */
  readonly gap?: string;
}

const Wrapper = styled.div`
  position: relative;
`;

const Track = styled.ul<{ $itemWidth: string; $gap?: string }>`
  display: flex;
  gap: ${({ theme, $gap }) => $gap ?? theme.space.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  /* Snap points fall on the items themselves, the padding (room for the focus ring) aside. */
  scroll-padding-inline: ${({ theme }) => theme.space.xs};
  scroll-behavior: smooth;
  list-style: none;
  overscroll-behavior-x: contain;

  > li {
    flex: 0 0 ${({ $itemWidth }) => $itemWidth};
    max-width: 85vw;
    scroll-snap-align: start;
  }
  &:focus-visible {
    outline-offset: 4px;
  }
  @media (prefers-reduced-motion: reduce) {
    scroll-behavior: auto;
  }
`;

const Controls = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

interface Position {
  readonly atStart: boolean;
  readonly atEnd: boolean;
  readonly first: number;
  readonly last: number;
}

/**
 * A horizontal list with left and right arrows: the arrows scroll
 * by `step`, are disabled at the ends and say which items are now in view to screen readers. The
 * list itself can take the focus and scrolls with the arrow keys; touch users swipe it.
 */
export function HorizontalScroller({
  label,
  children,
  step,
  previousLabel = 'Éléments précédents',
  nextLabel = 'Éléments suivants',
  itemWidth = '300px',
  gap,
}: HorizontalScrollerProps) {
  const trackRef = useRef<HTMLUListElement>(null);
  const trackId = useElementId('defilement');
  const items = Children.toArray(children);
  // Before any measure (server render), at the start with more to see when there are several items.
  const [position, setPosition] = useState<Position>({
    atStart: true,
    atEnd: items.length <= 1,
    first: 1,
    last: Math.min(items.length, 1),
  });
  const [announce, setAnnounce] = useState('');
  const announceNext = useRef(false);

  // `settled`: the scroll has ended, so an arrow's announcement can be made (not on a resize, nor
  // midway through a smooth scroll whose frames come slower than the debounce on a slow phone).
  const measure = useCallback(
    (settled: boolean) => {
      const track = trackRef.current;
      if (!track) return;
      const { scrollLeft, scrollWidth, clientWidth } = track;
      const children = Array.from(track.children) as HTMLElement[];
      const visible = children
        .map((child, index) => ({
          index,
          left: child.offsetLeft - track.offsetLeft,
          width: child.offsetWidth,
        }))
        .filter(
          ({ left, width }) => left + width / 2 >= scrollLeft && left + width / 2 <= scrollLeft + clientWidth,
        );
      const next: Position = {
        atStart: scrollLeft <= 1,
        atEnd: scrollLeft + clientWidth >= scrollWidth - 2,
        first: (visible[0]?.index ?? 0) + 1,
        last: (visible[visible.length - 1]?.index ?? 0) + 1,
      };
      setPosition(next);
      if (settled && announceNext.current) {
        announceNext.current = false;
        setAnnounce(`${label} : ${next.first} à ${next.last} sur ${children.length}`);
      }
    },
    [label],
  );

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    measure(false);
    // Where the browser tells when a scroll ends, that is when the new position is announced;
    // elsewhere, 80 ms without a scroll event stands for it.
    const tellsScrollEnd = 'onscrollend' in window;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => measure(!tellsScrollEnd), 80);
    };
    const onScrollEnd = () => {
      clearTimeout(timer);
      measure(true);
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    if (tellsScrollEnd) track.addEventListener('scrollend', onScrollEnd);
    const observer =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => measure(false));
    observer?.observe(track);
    return () => {
      clearTimeout(timer);
      track.removeEventListener('scroll', onScroll);
      track.removeEventListener('scrollend', onScrollEnd);
      observer?.disconnect();
    };
  }, [measure, items.length]);

  const scroll = (direction: -1 | 1) => {
    const track = trackRef.current;
    if (!track) return;
    announceNext.current = true;
    track.scrollBy({ left: direction * (step ?? Math.round(track.clientWidth * 0.8)), behavior: 'smooth' });
  };

  return (
    <Wrapper>
      <Controls>
        <RoundIconButton
          aria-label={previousLabel}
          aria-controls={trackId}
          disabled={position.atStart}
          onClick={() => scroll(-1)}
        >
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M12.5 4l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
        </RoundIconButton>
        <RoundIconButton
          aria-label={nextLabel}
          aria-controls={trackId}
          disabled={position.atEnd}
          onClick={() => scroll(1)}
        >
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M7.5 4l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
        </RoundIconButton>
      </Controls>
      <Track ref={trackRef} id={trackId} aria-label={label} tabIndex={0} $itemWidth={itemWidth} $gap={gap}>
        {items.map((child, index) => (
          <li key={(child as { key?: string | null }).key ?? index}>{child}</li>
        ))}
      </Track>
      <VisuallyHidden role="status">{announce}</VisuallyHidden>
    </Wrapper>
  );
}
