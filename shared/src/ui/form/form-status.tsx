import { StatusMessage } from './form-styles';

export interface FormStatusProps {
  readonly message: string | null | undefined;
  readonly tone?: 'info' | 'success';
}

/** A polite live region for progress and success texts ('Envoi en cours...'). */
export function FormStatus({ message, tone = 'info' }: FormStatusProps) {
  return <div role="status">{message ? <StatusMessage $tone={tone}>{message}</StatusMessage> : null}</div>;
}
