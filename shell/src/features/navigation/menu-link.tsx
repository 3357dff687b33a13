import { Link } from '@mtdm/shared/router';
import { paths } from '@mtdm/shared/routing';
import { nonBreaking } from '@mtdm/shared/site';
import { useSiteDetails } from '@mtdm/shared/ui';
import type { MenuEntry } from './menu-items';

interface MenuLinkProps {
  readonly entry: MenuEntry;
  /** Which form of the path to link to: the canonical one (header) or the lower-case one (footer). */
  readonly pathOf?: (entry: Extract<MenuEntry, { kind: 'page' }>) => string;
  readonly className?: string;
}

const canonicalPath = (entry: Extract<MenuEntry, { kind: 'page' }>) => paths[entry.page];

/** A link of the menu: a client-side route link for a page, a plain `tel:` link for the telephone. */
export function MenuLink({ entry, pathOf = canonicalPath, className }: MenuLinkProps) {
  if (entry.kind === 'phone') return <PhoneLink label={entry.label} className={className} />;
  return (
    <Link className={className} to={pathOf(entry)}>
      {entry.label}
    </Link>
  );
}

/** The reception's telephone, never cut across two lines. */
function PhoneLink({ label, className }: { readonly label: string; readonly className?: string }) {
  const { receptionPhone } = useSiteDetails();
  return (
    <a className={className} href={`tel:${receptionPhone.dial}`}>
      {nonBreaking(`${label} : ${receptionPhone.display}`)}
    </a>
  );
}
