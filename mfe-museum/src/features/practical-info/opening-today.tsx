import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { openingNow, openingNowSentence, parisToday } from '@mtdm/shared/content';
import { useContent } from '@mtdm/shared/ui';

const MINUTE_MS = 60_000;

const Status = styled.p<{ readonly $open: boolean }>`
  /* Its line is kept before the sentence is known: nothing below moves when it appears. */
  min-height: 1.6em;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.large};
  font-weight: 700;
  color: ${({ $open, theme }) => ($open ? theme.colors.success : theme.colors.redDark)};
`;

/**
 * Whether the museum is open now, from its published calendar (hours, weekly closed day, annual
 * closure, public holidays, exceptional closures) in Paris time. Said once the page runs in the
 * visitor's browser, and again each minute: a pre-rendered page cannot know the hour it is read at.
 */
export function OpeningToday({ language }: { readonly language: 'fr' | 'en' }) {
  const practical = useContent('practical');
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  const opening = now ? openingNow(now, practical) : null;
  return (
    <Status role="status" $open={opening?.state === 'open' || opening?.state === 'opensLater'}>
      {now && opening
        ? openingNowSentence(opening, { today: parisToday(now), opens: practical.opens, language })
        : null}
    </Status>
  );
}
