import type { MemberAccount } from '../../common/member-client';
import { memberAccountContent as c } from './member-account-content';

type PaymentDocuments = MemberAccount['memberships'][number]['documents'];

/** A payment's documents that stand, each a download of its PDF. */
export function DocumentLinks({ documents }: { readonly documents: PaymentDocuments }) {
  return (
    <ul>
      {documents.map((document) => (
        <li key={document.kind}>
          <a href={document.url} download>
            {c.documents[document.kind]}
          </a>
        </li>
      ))}
    </ul>
  );
}
