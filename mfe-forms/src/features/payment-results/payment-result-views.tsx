import { pages, paths } from '@mtdm/shared/routing';
import { CancellationResult, ConfirmationResult } from '@mtdm/shared/ui';
import { FORM_STORAGE_KEYS, forgetFormValues } from '../../common/form-storage-keys';
import { donationResultContent, registrationResultContent } from './payment-results-content';

const paragraphs = (texts: readonly string[]) => texts.map((text) => <p key={text}>{text}</p>);
const forgetMembership = () => forgetFormValues(FORM_STORAGE_KEYS.membership);
const forgetDonation = () => forgetFormValues(FORM_STORAGE_KEYS.donation);

/** /pages/RegistrationSuccess (call 6): the typed membership form is forgotten once confirmed. */
export function RegistrationSuccessView() {
  const c = registrationResultContent;
  return (
    <ConfirmationResult
      kind="membership"
      successTitle={c.successTitle}
      loadingText={c.loading}
      successContent={paragraphs(c.success)}
      backLink={{ to: paths.home, label: c.home }}
      onSuccess={forgetMembership}
    />
  );
}

/** /pages/RegistrationCancel. */
export function RegistrationCancelView() {
  const c = registrationResultContent;
  return (
    <CancellationResult
      title={pages.registrationCancel.title}
      contactEmail={c.contactEmail}
      backLink={{ to: paths.home, label: c.home }}
    >
      {paragraphs(c.cancelled)}
    </CancellationResult>
  );
}

/** /pages/DonationSuccess (call 7): the title stays 'Traitement en cours...' on error. */
export function DonationSuccessView() {
  const c = donationResultContent;
  return (
    <ConfirmationResult
      kind="donation"
      successTitle={c.successTitle}
      loadingText={c.loading}
      successContent={paragraphs(c.success)}
      backLink={{ to: paths.home, label: c.home }}
      onSuccess={forgetDonation}
    />
  );
}

/** /pages/DonationCancel. */
export function DonationCancelView() {
  const c = donationResultContent;
  return (
    <CancellationResult
      title={pages.donationCancel.title}
      contactEmail={c.contactEmail}
      backLink={{ to: paths.home, label: c.home }}
    >
      {paragraphs(c.cancelled)}
    </CancellationResult>
  );
}
