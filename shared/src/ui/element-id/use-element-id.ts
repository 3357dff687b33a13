// eslint-disable-next-line no-restricted-imports -- the one place React's ids are made valid
import { useId } from 'react';

/**
 * A unique id for an element, the same in the pre-rendered HTML and in the browser that hydrates it
 * (React's useId), starting with a letter as html-validate asks (React's own ids start with "_").
 */
export function useElementId(prefix = 'id'): string {
  return `${prefix}${useId()}`;
}
