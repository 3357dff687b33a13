import styled from 'styled-components';
import { pages } from '@mtdm/shared/routing';
import { PageSection } from '@mtdm/shared/ui';
import { collectionsContent as c } from '../../common/collections-content';
import { GallerySection } from './gallery-section';

const Lead = styled.p`
  max-width: 46rem;
  font-size: ${({ theme }) => theme.fontSizes.large};
`;

/** /pages/sescollections: five chronological galleries, then the themes gallery. */
export function CollectionsView() {
  return (
    <PageSection>
      <h1>{pages.collections.title}</h1>
      <Lead>{c.intro}</Lead>
      {c.galleries.map((gallery) => (
        <GallerySection key={gallery.id} gallery={gallery} visitLink={c.visitLink} />
      ))}
    </PageSection>
  );
}
