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

type EarlyChange = { readonly checked: boolean } | { readonly files: true } | { readonly value: string };

/** What the visitor changed in a field before React attached it, read from the field itself. */
function earlyChangeOf(element: FormControl): EarlyChange | null {
  if (!element.isConnected) return null;
  if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
    if (element.checked === element.defaultChecked) return null;
    return element.type === 'radio' && !element.checked ? null : { checked: element.checked };
  }
  if (element instanceof HTMLInputElement && element.type === 'file') {
    return element.files?.length ? { files: true } : null;
  }
  return element.value === element.defaultValue ? null : { value: element.value };
}

/** Sends a change again as the browser would have, so that the field's own onChange records it. */
function replay(element: FormControl, change: EarlyChange): void {
  if (!element.isConnected) return;
  if ('checked' in change) {
    // React watches `checked` through the element's own property: it now believes the other state,
    // and the click (the event React listens to for these) sets the visitor's choice again.
    const choice = element as HTMLInputElement;
    choice.checked = !change.checked;
    choice.click();
  } else if ('files' in change) {
    element.dispatchEvent(new Event('change', { bubbles: true }));
  } else {
    // Through the element's own property React notes the rendered value; through the prototype's
    // setter the visitor's text comes back without React noticing, so the input event is a change.
    element.value = element.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set?.call(
      element,
      change.value,
    );
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * A ref for a form field: once React has attached the field (hydrated or mounted), what the visitor
 * changed before is adopted (after the current commit, so the field's handlers are in place).
 */
export function keepEarlyInput(element: FormControl | null): void {
  // Read at once: the first change sent makes the form render again, which would write the
  // rendered values back into the fields not yet replayed.
  const change = element && earlyChangeOf(element);
  if (element && change) queueMicrotask(() => replay(element, change));
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
