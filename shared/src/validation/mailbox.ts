import { normalEmail } from './rules';

/** Characters a URL's host would read as something else than a domain: such a domain is kept as typed. */
const NOT_OF_A_DOMAIN = /[\s/\\?#@:%[\]]/;

/**
 * A domain's ASCII form (its letters mapped as a browser maps them: full-width, capitals, IDN in
 * punycode), through the URL parser that Node and the browsers share; the domain as typed when it is none.
 */
function asciiDomain(domain: string): string {
  if (domain === '' || NOT_OF_A_DOMAIN.test(domain)) return domain;
  try {
    return new URL(`http://${domain}`).hostname;
  } catch {
    return domain;
  }
}

/**
 * The mailbox an address reaches, however it is written: a sub-address (`ann+1@x.fr` and `ann+2@x.fr`
 * reach `ann@x.fr` at most providers), the domain in capitals, in full-width letters, in its ASCII form
 * or with a final dot, and Gmail's dots (`a.nn@gmail.com` is `ann@gmail.com`, as is googlemail.com).
 * The limits per address count it, so that writing one mailbox many ways passes none of them; a
 * person's search names the other ways their data was filed; a withdrawal knows its order's buyer by it
 * (the database's mailbox_key()). A mail still goes to the address typed, or to the buyer's own.
 */
export function mailboxOf(email: string): string {
  const address = normalEmail(email);
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const typedLocal = address.slice(0, at);
  const typedDomain = address.slice(at + 1).replace(/\.+$/, '');
  const domain = asciiDomain(typedDomain);
  const local = typedLocal.split('+')[0] || typedLocal;
  if (domain === 'gmail.com' || domain === 'googlemail.com') return `${local.replaceAll('.', '')}@gmail.com`;
  return `${local}@${domain}`;
}
