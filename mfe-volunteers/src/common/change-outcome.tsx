import { ErrorMessage, FormStatus } from '@mtdm/shared/ui';
import type { ChangeOutcome } from './use-change';

/**
 * The server's answer to a change: a confirmation (which takes the focus) or a refusal, with each
 * line of a refused batch and why.
 */
export function ChangeOutcomeMessage({ outcome }: { outcome: ChangeOutcome | null }) {
  if (outcome && !outcome.ok)
    return (
      <div role="alert">
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
