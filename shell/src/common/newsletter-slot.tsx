import type { ComponentType } from 'react';

let signUpForm: ComponentType | undefined;

/**
 * Given by the pre-render only (server-render.tsx): the footer's newsletter form. A classic form post
 * needs no script, so the browser never downloads its code: the pages' first load stays within budget.
 */
export const provideNewsletterSignUp = (form: ComponentType) => {
  signUpForm = form;
};

/**
 * Where the footer holds the form. Pre-rendered, its markup; in the browser, the same element whose
 * inner HTML React leaves as the page brought it (never compared, never replaced): an island of HTML.
 */
export function NewsletterSlot() {
  const SignUp = signUpForm;
  return SignUp ? (
    <div>
      <SignUp />
    </div>
  ) : (
    <div suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
  );
}
