import type { ReactNode } from 'react';
import { Button, ErrorMessage } from '@mtdm/shared/ui';
import type { SpaceData } from './use-space-data';
import { spaceTexts } from './space-texts';

/**
 * What a screen shows while its data loads, when it could not (with a way to try again, unless the
 * record is not there to be read), and then the data.
 */
export function Loaded<T>({ state, children }: { state: SpaceData<T>; children: (data: T) => ReactNode }) {
  if (state.error)
    return (
      <div role="alert">
        <ErrorMessage>{state.error}</ErrorMessage>
        {state.missing ? (
          <p>{spaceTexts.missing}</p>
        ) : (
          <Button $variant="secondary" onClick={state.reload}>
            {spaceTexts.retry}
          </Button>
        )}
      </div>
    );
  if (state.data === undefined) return <p role="status">{spaceTexts.loading}</p>;
  return <>{children(state.data)}</>;
}
