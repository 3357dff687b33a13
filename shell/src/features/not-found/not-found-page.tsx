import { Link } from '@mtdm/shared/router';
import { PageSection } from '@mtdm/shared/ui';
import { paths } from '@mtdm/shared/routing';

export const NOT_FOUND_TITLE = 'Page introuvable';

/** Any address that is not a page of the site. */
export function NotFoundPage() {
  return (
    <PageSection>
      <h1>{NOT_FOUND_TITLE}</h1>
      <p>
        L’adresse demandée ne correspond à aucune page du site. Elle a peut-être été déplacée ou mal saisie.
      </p>
      <p>
        <Link to={paths.home}>Retour à l’accueil</Link>
      </p>
    </PageSection>
  );
}
