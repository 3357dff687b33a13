import { useCallback, useState } from 'react';
import { ApiError, errorMessages } from '@mtdm/shared/contracts';

/** The texts of a form being sent (docs/forms-and-messages.md). */
const SENDING_TEXT = 'Envoi en cours...';
const SENT_TEXT = 'Message envoyé avec succès !';

export type SendingState =
  | { readonly status: 'idle' }
  | { readonly status: 'sending' }
  | { readonly status: 'success' }
  | { readonly status: 'error'; readonly message: string };

/**
 * The application form and the three contact forms: idle, then sending ('Envoi en cours...', button
 * disabled), then success ('Message envoyé avec succès !', the caller resets the form) or error (the
 * server's message, else 'Erreur lors de l'envoi du formulaire'; the typed values stay).
 */
export function useFormSending() {
  const [state, setState] = useState<SendingState>({ status: 'idle' });

  const send = useCallback(async (task: () => Promise<void>): Promise<boolean> => {
    setState({ status: 'sending' });
    try {
      await task();
      setState({ status: 'success' });
      return true;
    } catch (error) {
      setState({
        status: 'error',
        message: error instanceof ApiError ? error.message : errorMessages.formFallback,
      });
      return false;
    }
  }, []);

  /** A validation message shown in the same place as a sending error. */
  const fail = useCallback((message: string) => setState({ status: 'error', message }), []);

  return {
    state,
    sending: state.status === 'sending',
    error: state.status === 'error' ? state.message : null,
    status: state.status === 'sending' ? SENDING_TEXT : state.status === 'success' ? SENT_TEXT : null,
    send,
    fail,
  };
}
