import type { ConfirmationKind } from '@mtdm/shared/contracts';
import { pages, paths, type PageKey } from '@mtdm/shared/routing';
import { CancellationResult, ConfirmationResult, useSiteDetails } from '@mtdm/shared/ui';
import { FORM_STORAGE_KEYS, forgetFormValues } from '../../common/form-storage-keys';
import {
  donationResultContent,
  registrationResultContent,
  type PaymentResultContent,
} from './payment-results-content';

const paragraphs = (texts: readonly string[]) => texts.map((text) => <p key={text}>{text}</p>);

/** A confirmation page (confirmMembership and confirmDonation): the form typed for this payment is forgotten once confirmed. */
function createConfirmationView(kind: ConfirmationKind, content: PaymentResultContent, forget: () => void) {
  function ConfirmationView() {
    return (
      <ConfirmationResult
        kind={kind}
        successTitle={content.successTitle}
        loadingText={content.loading}
        successContent={({ documents }) =>
          // A membership or a donation always gives a document: none yet means they wait.
          paragraphs(documents.length > 0 ? content.success : content.successDocumentsWaiting)
        }
        backLink={{ to: paths.home, label: content.home }}
        onSuccess={forget}
        documentLabels={content.documentLabels}
      />
    );
  }
  return ConfirmationView;
}

/**
 * A page after a payment cancelled on the provider's page: nothing charged, a contact, and the way
 * back to the form, which kept what was typed (`form`).
 */
function createCancellationView(page: PageKey, form: PageKey, content: PaymentResultContent) {
  function CancellationView() {
    const { emails } = useSiteDetails();
    return (
      <CancellationResult
        title={pages[page].title}
        contactEmail={emails.association}
        backLink={{ to: paths[form], label: content.backToForm }}
      >
        {paragraphs(content.cancelled)}
      </CancellationResult>
    );
  }
  return CancellationView;
}

/** /pages/RegistrationSuccess (confirmMembership). */
export const RegistrationSuccessView = createConfirmationView('membership', registrationResultContent, () =>
  forgetFormValues(FORM_STORAGE_KEYS.membership),
);
/** /pages/RegistrationCancel. */
export const RegistrationCancelView = createCancellationView(
  'registrationCancel',
  'membership',
  registrationResultContent,
);
/** /pages/DonationSuccess (confirmDonation): the title stays 'Traitement en cours...' on error. */
export const DonationSuccessView = createConfirmationView('donation', donationResultContent, () =>
  forgetFormValues(FORM_STORAGE_KEYS.donation),
);
/** /pages/DonationCancel. */
export const DonationCancelView = createCancellationView('donationCancel', 'donation', donationResultContent);
