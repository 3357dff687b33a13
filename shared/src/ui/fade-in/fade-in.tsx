import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { prefersReducedMotion, whenInView } from '../motion';

const Block = styled.div<{ $hidden: boolean }>`
  transition:
    opacity 0.6s ease-out,
    transform 0.6s ease-out;
  ${({ $hidden }) =>
    $hidden &&
    css`
      opacity: 0;
      transform: translateY(24px);
    `}
`;

/**
 * A block that fades in when 10 % of it becomes visible. Rendered visible first (the
 * pre-rendered page shows everything); only blocks still below the fold are hidden once the script
 * runs, and nothing is animated when the visitor prefers less motion.
 */
export function FadeIn({
  children,
  className,
}: {
  readonly children: ReactNode;
  readonly className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    setHidden(true);
    return whenInView(element, () => setHidden(false));
  }, []);

  return (
    <Block ref={ref} className={className} $hidden={hidden} data-fade={hidden ? 'waiting' : 'shown'}>
      {children}
    </Block>
  );
}
