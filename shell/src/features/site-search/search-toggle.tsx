import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from '@mtdm/shared/router';
import { useElementId } from '@mtdm/shared/ui';
import { SEARCH_PATH } from '@mtdm/shared/routing';
import { ToggleLink } from './search-toggle-styles';

const SearchPanel = lazy(() => import(/* webpackChunkName: "search-panel" */ './search-panel'));

/**
 * The header's search: a link to the search page (it works without JavaScript) that opens the search
 * field under the header. The field, its suggestions and the index are fetched only when it opens.
 */
export function SearchToggle() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLAnchorElement>(null);
  const panelId = useElementId();
  // Another page (a menu link followed while the field is open): the field closes.
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  return (
    <>
      <ToggleLink
        ref={toggleRef}
        href={SEARCH_PATH}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={(event) => {
          event.preventDefault();
          setOpen(!open);
        }}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.2">
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="m15.5 15.5 5 5" />
        </svg>
        <span>{open ? 'Fermer la recherche' : 'Rechercher'}</span>
      </ToggleLink>
      {open && (
        <Suspense>
          <SearchPanel
            id={panelId}
            onClose={(returnFocus) => {
              setOpen(false);
              if (returnFocus) toggleRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
