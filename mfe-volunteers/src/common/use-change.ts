import { useState } from 'react';
import {
  ChangeRefused,
  type BodyIn,
  type CallArguments,
  type RefusedLine,
  type SignedInCall,
} from '@mtdm/shared/contracts/signed-in/client';
import { changeSpace } from './space-client';
import { useVolunteer } from './volunteer-context';

export interface ChangeOutcome {
  readonly ok: boolean;
  readonly text: string;
  /** A refused batch: each line that failed, and why. */
  readonly lines?: readonly RefusedLine[];
}

/**
 * Sends a change of the space (with the session's CSRF token) and keeps what the server answered:
 * its French confirmation, or its French refusal. `then` runs after a success (reading the data again).
 */
export function useChange(then: () => void) {
  const { csrfToken } = useVolunteer();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ChangeOutcome | null>(null);
  const send = async <C extends SignedInCall>(
    call: C,
    args: CallArguments<C> & { readonly body?: BodyIn<C> } = {},
  ): Promise<boolean> => {
    setBusy(true);
    setOutcome(null);
    try {
      const answer = (await changeSpace(call, { ...args, csrfToken })) as { readonly message?: string };
      setOutcome({ ok: true, text: answer.message ?? '' });
      then();
      return true;
    } catch (failure) {
      setOutcome({
        ok: false,
        text: failure instanceof Error ? failure.message : String(failure),
        lines: failure instanceof ChangeRefused ? failure.lines : [],
      });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, outcome, send };
}
