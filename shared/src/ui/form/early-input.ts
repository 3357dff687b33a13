import { useCallback, type Ref, type RefCallback } from 'react';

type FormControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * A pre-rendered page can be typed into before React has taken it over: hydration keeps what the
 * visitor typed on screen but starts from the value the page was rendered with, so the form's state
 * would not know it (and the next render would wipe it). React gives each hydrated field the rendered
 * value as its default (`defaultValue`, `defaultChecked`): a field that differs from its default when
 * it is attached was changed before hydration. The change is sent again as the browser would have
 * sent it, so the field's own `onChange` records it.
 */
export function adoptEarlyInput(element: FormControl): void {
  if (!element.isConnected) return;
  if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
    if (element.checked === element.defaultChecked || (element.type === 'radio' && !element.checked)) return;
    const wanted = element.checked;
    // React watches `checked` through the element's own property: it now believes the old state,
    // and the click below (the event React listens to for these) sets the visitor's choice again.
    element.checked = !wanted;
    element.click();
    return;
  }
  if (element instanceof HTMLInputElement && element.type === 'file') {
    if (element.files?.length) element.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const typed = element.value;
  if (typed === element.defaultValue) return;
  // Through the element's own property React notes the rendered value; through the prototype's
  // setter the visitor's text comes back without React noticing, so the input event is a change.
  element.value = element.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set?.call(element, typed);
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A ref for a form field: once React has attached the field (hydrated or mounted), what the visitor
 * changed before is adopted (after the current commit, so the field's handlers are in place).
 */
export function keepEarlyInput(element: FormControl | null): void {
  if (element) queueMicrotask(() => adoptEarlyInput(element));
}

/** `keepEarlyInput` joined to a ref the field was given (forwardRef). */
export function useKeptInputRef<T extends FormControl>(forwarded: Ref<T> | undefined): RefCallback<T> {
  return useCallback(
    (element: T | null) => {
      keepEarlyInput(element);
      if (typeof forwarded === 'function') forwarded(element);
      else if (forwarded) forwarded.current = element;
    },
    [forwarded],
  );
}
