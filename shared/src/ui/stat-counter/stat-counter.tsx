import { useEffect, useRef, useState } from 'react';
import { VisuallyHidden } from '../visually-hidden';
import styled from 'styled-components';
import { prefersReducedMotion, whenInView } from '../motion';
import { formatFrenchNumber } from '../../site/number-format';

/** About 50 steps, one every 40 ms. */
const COUNT_STEPS = 50;
const COUNT_INTERVAL_MS = 40;

export interface StatCounterProps {
  readonly value: number;
  /** What the number counts ("visiteurs par an"). */
  readonly label: string;
  /** Before the number ("environ", "plus de"). */
  readonly prefix?: string;
  /** After the number ("m²"). */
  readonly unit?: string;
  /** false for a year (1996, not 1 996). */
  readonly grouping?: boolean;
}

const Stat = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: ${({ theme }) => theme.space.md};
  text-align: center;
`;

const Figure = styled.span`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: clamp(2rem, 5vw, 2.75rem);
  font-weight: 700;
  line-height: 1.1;
  color: ${({ theme }) => theme.colors.navy};
  font-variant-numeric: tabular-nums;
`;

const Prefix = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.05em;
`;

/**
 * A key figure that counts up from 0 to its value in about 50 steps of 40 ms when it comes into
 * view. The page is first rendered with the final number (pre-rendered HTML, no script),
 * screen readers always read the final number, and nothing moves when the visitor prefers less motion.
 */
export function StatCounter({ value, label, prefix, unit, grouping = true }: StatCounterProps) {
  const format = (figure: number) => formatFrenchNumber(figure, { grouping });
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(value);

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion()) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    setShown(0);
    const stop = whenInView(element, () => {
      let step = 0;
      timer = setInterval(() => {
        step += 1;
        setShown(step >= COUNT_STEPS ? value : Math.round((value * step) / COUNT_STEPS));
        if (step >= COUNT_STEPS) clearInterval(timer);
      }, COUNT_INTERVAL_MS);
    });
    return () => {
      stop();
      clearInterval(timer);
      setShown(value);
    };
  }, [value]);

  // A number and its unit never part (1 100\u00a0m²), on screen and in what is said.
  const figure = [format(value), unit].filter(Boolean).join('\u00a0');
  const text = [prefix, figure, label].filter(Boolean).join(' ');
  return (
    <Stat ref={ref}>
      {prefix && <Prefix aria-hidden="true">{prefix}</Prefix>}
      <Figure aria-hidden="true" data-testid="stat-figure">
        {format(shown)}
        {unit ? `\u00a0${unit}` : ''}
      </Figure>
      <span aria-hidden="true">{label}</span>
      <VisuallyHidden>{text}</VisuallyHidden>
    </Stat>
  );
}
