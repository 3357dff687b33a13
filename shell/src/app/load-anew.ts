/**
 * Leaves the document for `address`, loaded anew by the browser (the history entry the router made for
 * it is kept, so « Retour » comes back).
 */
export function loadAnew(address: string): void {
  window.location.replace(address);
}
