/**
 * After a refused submit, moves the focus to the first field marked invalid (so a keyboard or
 * screen-reader user lands where the problem is); falls back to the first empty required field.
 */
export function focusFirstInvalid(container: HTMLElement | null): void {
  if (!container) return;
  const target =
    container.querySelector<HTMLElement>('[aria-invalid="true"]') ??
    Array.from(
      container.querySelectorAll<HTMLInputElement>('input[required], select[required], textarea[required]'),
    ).find((element) => element.value === '');
  target?.focus();
}
