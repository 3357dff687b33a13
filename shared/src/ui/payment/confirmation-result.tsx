import type { ReactNode } from 'react';
import { Link } from '@mtdm/shared/router';
import type { ConfirmationKind, ConfirmedOrder, PaymentDocumentKind } from '../../contracts';
import { PageSection } from '../page-layout/page-section';
import { ErrorIcon, ProgressIcon, SuccessIcon } from './result-icons';
import { ButtonAnchor } from '../button';
import { BackLink, DocumentLinks, ErrorBlock, ErrorText, ResultCard } from './result-styles';
import { PROCESSING_TITLE, usePaymentConfirmation } from './use-payment-confirmation';

export interface ConfirmationResultProps {
  readonly kind: ConfirmationKind;
  /** Heading once the server has confirmed ('Paiement réussi !'). */
  readonly successTitle: string;
  /** What the visitor reads on success (confirmation e-mail, thanks…), with the order when it is one. */
  readonly successContent:
    | ReactNode
    | ((confirmed: {
        readonly order?: ConfirmedOrder;
        /** The documents the payment gave, none while they wait for the association's details. */
        readonly documents: readonly { readonly kind: PaymentDocumentKind }[];
      }) => ReactNode);
  readonly loadingText: string;
  readonly backLink: { readonly to: string; readonly label: string };
  readonly onSuccess?: () => void;
  /**
   * Labels of the documents the server links to once confirmed ('Télécharger mon reçu fiscal'):
   * a document whose kind has no label here is not offered.
   */
  readonly documentLabels?: Partial<Record<PaymentDocumentKind, string>>;
}

/**
 * A confirmation page: loading, then success or error. The heading stays 'Traitement en cours...'
 * while loading and on error. Each state has its own sign: a neutral progress sign while the payment
 * is checked, the success sign above the success title, and the error sign beside the error message
 * (never a failure sign under the title alone).
 */
export function ConfirmationResult({
  kind,
  successTitle,
  successContent,
  loadingText,
  backLink,
  onSuccess,
  documentLabels = {},
}: ConfirmationResultProps) {
  const state = usePaymentConfirmation(kind, { onSuccess });
  const documents =
    state.status === 'success'
      ? state.documents.flatMap((document) => {
          const label = documentLabels[document.kind];
          return label ? [{ ...document, label }] : [];
        })
      : [];
  return (
    <PageSection>
      <ResultCard>
        {state.status === 'loading' && <ProgressIcon />}
        {state.status === 'success' && <SuccessIcon />}
        <h1>{state.status === 'success' ? successTitle : PROCESSING_TITLE}</h1>
        {state.status === 'loading' && <p role="status">{loadingText}</p>}
        {state.status === 'success' && (
          <div role="status">
            {typeof successContent === 'function'
              ? successContent({ order: state.order, documents: state.documents })
              : successContent}
          </div>
        )}
        {documents.length > 0 && (
          <DocumentLinks>
            {documents.map((document) => (
              <li key={document.kind}>
                <ButtonAnchor href={document.url} download $variant="secondary">
                  {document.label}
                </ButtonAnchor>
              </li>
            ))}
          </DocumentLinks>
        )}
        {state.status === 'error' && (
          <ErrorBlock role="alert">
            <ErrorIcon />
            <ErrorText>{state.message}</ErrorText>
          </ErrorBlock>
        )}
        {state.status !== 'loading' && (
          <BackLink as={Link} to={backLink.to}>
            {backLink.label}
          </BackLink>
        )}
      </ResultCard>
    </PageSection>
  );
}
