import { ErrorMessage, FormStatus } from '@mtdm/shared/ui';
import type { ChangeOutcome } from './use-change';

/** The server's answer to a change: a confirmation (which takes the focus) or a refusal. */
export function ChangeOutcomeMessage({ outcome }: { outcome: ChangeOutcome | null }) {
  if (outcome && !outcome.ok)
    return (
      <div role="alert">
        <ErrorMessage>{outcome.text}</ErrorMessage>
      </div>
    );
  return <FormStatus message={outcome?.text} tone="success" />;
}
