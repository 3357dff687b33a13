import { useLocation } from '@mtdm/shared/router';

/** Shows the router's current query string, so tests can read what a page wrote into the address. */
export function LocationProbe() {
  const { search } = useLocation();
  return <output data-testid="location-search">{search}</output>;
}
