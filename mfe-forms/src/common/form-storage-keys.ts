import { browserSessionStorage, safeRemove } from '@mtdm/shared/storage';

/**
 * sessionStorage keys of the values typed in each form. Membership and donation keep them until the
 * payment is confirmed (a cancelled payment gives the form back filled); the others until sent.
 */
export const FORM_STORAGE_KEYS = {
  membership: 'form:membership',
  donation: 'form:donation',
  jobApplication: 'form:job-application',
  contactMuseum: 'form:contact-museum',
  contactAssociation: 'form:contact-association',
  contactChetom: 'form:contact-chetom',
} as const;

/** Forgets what was typed in a form (after its payment was confirmed). */
export function forgetFormValues(key: (typeof FORM_STORAGE_KEYS)[keyof typeof FORM_STORAGE_KEYS]): void {
  safeRemove(browserSessionStorage(), key);
}
