import { useCallback, useEffect, useState } from 'react';
import type { AnswerOf, CallArguments, SignedInCall } from '@mtdm/shared/contracts/signed-in/client';
import { addressOf, readAddress, RecordMissing, SIGN_IN_PATH } from './space-client';

export interface SpaceData<T> {
  readonly data: T | undefined;
  readonly error: string | null;
  /** The server holds no such record (erased, or past its period): reading again will not help. */
  readonly missing: boolean;
  /** Reads the address again (after a change). */
  readonly reload: () => void;
}

/**
 * A list or a detail of the space, read when the screen opens and again on `reload`. A closed
 * session sends the volunteer back to the sign-in page.
 */
export function useSpaceData<C extends SignedInCall>(
  call: C,
  args: CallArguments<C> = {},
): SpaceData<AnswerOf<C>> {
  type T = AnswerOf<C>;
  const path = addressOf(call, args);
  const [state, setState] = useState<{ path: string; data?: T; error: string | null; missing?: boolean }>({
    path,
    error: null,
  });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    readAddress<T>(path).then(
      (data) => {
        if (!current) return;
        if (data === null) window.location.assign(SIGN_IN_PATH);
        else setState({ path, data, error: null });
      },
      (failure: unknown) => {
        if (current)
          setState({
            path,
            error: failure instanceof Error ? failure.message : String(failure),
            missing: failure instanceof RecordMissing,
          });
      },
    );
    return () => {
      current = false;
    };
  }, [path, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  // What was read for another address is not shown while this one loads.
  return state.path === path
    ? { data: state.data, error: state.error, missing: state.missing === true, reload }
    : { data: undefined, error: null, missing: false, reload };
}
