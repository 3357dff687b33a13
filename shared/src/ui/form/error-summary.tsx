import { ErrorMessage } from './form-styles';

export interface ErrorSummaryProps {
  /** Id of the message, which invalid fields name in aria-describedby. */
  readonly id: string;
  readonly message: string | null | undefined;
}

/**
 * The error box of a form. The live region is always in the page, so screen readers announce a
 * message as soon as it appears in it.
 */
export function ErrorSummary({ id, message }: ErrorSummaryProps) {
  return <div role="alert">{message ? <ErrorMessage id={id}>{message}</ErrorMessage> : null}</div>;
}
