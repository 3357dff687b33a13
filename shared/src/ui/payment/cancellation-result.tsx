import type { ReactNode } from 'react';
import { Link } from '@mtdm/shared/router';
import { paths } from '../../routing';
import { PageSection } from '../page-layout/page-section';
import { BackLink, ResultCard } from './result-styles';

export interface CancellationResultProps {
  readonly title: string;
  readonly children: ReactNode;
  /** Where to write with a question; null: not given yet, the association's contact form instead. */
  readonly contactEmail: string | null;
  readonly backLink: { readonly to: string; readonly label: string };
}

/** A payment cancelled on the provider's page: nothing is charged, a contact, the way back. */
export function CancellationResult({ title, children, contactEmail, backLink }: CancellationResultProps) {
  return (
    <PageSection>
      <ResultCard>
        <h1>{title}</h1>
        {children}
        <p>
          Une question ou un problème ?{' '}
          {contactEmail ? (
            <>
              Écrivez-nous à <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
            </>
          ) : (
            <>
              Écrivez-nous par le{' '}
              <Link to={paths.contactAssociation}>formulaire de contact de l’association</Link>.
            </>
          )}
        </p>
        <BackLink as={Link} to={backLink.to}>
          {backLink.label}
        </BackLink>
      </ResultCard>
    </PageSection>
  );
}
