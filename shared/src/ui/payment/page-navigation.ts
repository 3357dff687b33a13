/**
 * Leaving the site for the payment provider's page. An object (not a bare function) so that tests
 * can watch it with jest.spyOn(pageNavigation, 'redirect'): jsdom cannot navigate.
 */
export const pageNavigation = {
  redirect(url: string): void {
    window.location.assign(url);
  },
};
