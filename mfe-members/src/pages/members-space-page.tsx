import { PageSection } from '@mtdm/shared/ui';

/**
 * The space, served under /adherents/ to signed-in people only: the shell loads it there and
 * nowhere else. Its screens go in src/features/<screen>/.
 */
export default function MembersSpacePage() {
  return (
    <PageSection>
      <h1>Espace Adhérent</h1>
      <p>Le contenu de cette page est en cours de préparation.</p>
    </PageSection>
  );
}
