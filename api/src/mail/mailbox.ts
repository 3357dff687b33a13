import { domainToASCII } from 'node:url';
import { normalEmail } from '@mtdm/shared/validation';

/**
 * The mailbox an address reaches, however it is written: a sub-address (`ann+1@x.fr` and `ann+2@x.fr`
 * reach `ann@x.fr` at most providers), the domain in capitals, in full-width letters, in its ASCII form
 * or with a final dot, and Gmail's dots (`a.nn@gmail.com` is `ann@gmail.com`, as is googlemail.com).
 * The limits per address count it, so that writing one mailbox many ways passes none of them, and a
 * person's search names the other ways their data was filed. A mail still goes to the address typed.
 */
export function mailboxOf(email: string): string {
  const address = normalEmail(email);
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const typedLocal = address.slice(0, at);
  const typedDomain = address.slice(at + 1).replace(/\.+$/, '');
  const domain = domainToASCII(typedDomain) || typedDomain;
  const local = typedLocal.split('+')[0] || typedLocal;
  if (domain === 'gmail.com' || domain === 'googlemail.com') return `${local.replaceAll('.', '')}@gmail.com`;
  return `${local}@${domain}`;
}
