import { calls, type DOCUMENT_ROLES } from './space-client';
import { useChange } from './use-change';
import { useChosen } from './use-chosen';

/**
 * Documents of one kind ticked in a list and sent again together (one batch, all or none): the
 * payments ticked, the change's outcome, and `resend`. `reload` reads the list again after a success.
 */
export function useResendBatch(nature: keyof typeof DOCUMENT_ROLES, reload: () => void) {
  const { chosen, toggle, clear } = useChosen();
  const change = useChange(() => {
    clear();
    reload();
  });
  const resend = () =>
    void change.send(calls.resendDocuments, {
      body: { documents: chosen.map((id) => ({ id, nature })) },
    });
  return { chosen, toggle, change, resend };
}
