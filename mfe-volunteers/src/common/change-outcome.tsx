import { useEffect, useRef } from 'react';
import { ErrorMessage, FormStatus } from '@mtdm/shared/ui';
import type { ChangeOutcome } from './use-change';

/**
 * The server's answer to a change: a confirmation or a refusal, with each line of a refused batch
 * and why. Either takes the focus, so that it is seen where it is written (above the forms of a
 * detail, often out of sight on a telephone once a button lower down was pressed) and read first.
 */
export function ChangeOutcomeMessage({ outcome }: { outcome: ChangeOutcome | null }) {
  const refusal = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome && !outcome.ok) refusal.current?.focus();
  }, [outcome]);
  if (outcome && !outcome.ok)
    return (
      <div role="alert" ref={refusal} tabIndex={-1}>
        <ErrorMessage>{outcome.text}</ErrorMessage>
        {outcome.lines && outcome.lines.length > 0 && (
          <ul>
            {outcome.lines.map((line) => (
              <li key={`${line.reference}|${line.message}`}>
                <strong>{line.reference}</strong> : {line.message}
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  return <FormStatus message={outcome?.text} tone="success" />;
}
