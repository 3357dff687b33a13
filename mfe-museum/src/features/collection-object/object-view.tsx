import styled from 'styled-components';
import { contentImageSources, contentMediaUrl } from '@mtdm/shared/content';
import { Link, useLocation } from '@mtdm/shared/router';
import { itemAt, itemPathOf, paths } from '@mtdm/shared/routing';
import { collectionObjectAnchor } from '@mtdm/shared/search/page-marks';
import {
  ItemBackLink,
  itemDocumentTitle,
  ItemLayout,
  PageMeta,
  PageSection,
  StructuredData,
  useContent,
  ZoomablePicture,
} from '@mtdm/shared/ui';
import collectionsPicture from '../../assets/collections/pictures';
import {
  collectionObjects,
  objectParagraphs,
  objectSummary,
  type CollectionObject,
} from './collection-objects';
import { objectStructuredData } from './object-structured-data';

const BackLink = styled(ItemBackLink)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Period = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.red};
  font-weight: 700;
`;

const Neighbours = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: ${({ theme }) => theme.space.md} 0 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 700;
  }
`;

/** The picture of an object: the association's photograph once given, else the museum's drawing. */
function objectPicture({ item, entry }: CollectionObject) {
  if (entry?.photograph) {
    const shown = contentImageSources(entry.photograph, 560);
    return {
      ...shown,
      largeSrc: `${contentMediaUrl(entry.photograph)}?w=800`,
      alt: entry.photographAlt ?? item.alt,
      width: 800,
      height: 600,
    };
  }
  const drawing = collectionsPicture(item.image);
  const largest = drawing.srcSet?.split(', ').at(-1)?.split(' ')[0] ?? drawing.src;
  return { ...drawing, largeSrc: largest, alt: item.alt };
}

function ObjectDetails({
  object,
  objects,
}: {
  object: CollectionObject;
  objects: readonly CollectionObject[];
}) {
  const { item, gallery } = object;
  const picture = objectPicture(object);
  const paragraphs = objectParagraphs(object);
  const index = objects.indexOf(object);
  const [previous, next] = [objects[index - 1], objects[index + 1]];
  return (
    <>
      <ItemLayout $pictureShare={6} $textShare={5}>
        <ZoomablePicture {...picture} sizes="(min-width: 768px) 55vw, 100vw" name={item.title} />
        <div>
          <h1>{item.title}</h1>
          {gallery.period && <Period>{gallery.period}</Period>}
          <p>
            Galerie : <Link to={`${paths.collections}#galerie-${gallery.id}`}>{gallery.title}</Link>
          </p>
          <p>{item.text}</p>
          {paragraphs.length > 0 ? (
            paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>)
          ) : (
            <>
              <p>{gallery.intro}</p>
              <p>La notice détaillée de cet objet est en cours de préparation.</p>
            </>
          )}
          <p>
            <Link to={paths.practicalInfo}>Préparer sa visite pour voir les collections au musée</Link>
          </p>
        </div>
        <StructuredData data={objectStructuredData(object, picture.largeSrc)} />
      </ItemLayout>
      <nav aria-label="Objets voisins">
        <Neighbours>
          <li>
            {previous && (
              <Link to={itemPathOf('collections', previous.item.image)}>
                <span aria-hidden="true">←</span>&nbsp;Objet précédent : {previous.item.title}
              </Link>
            )}
          </li>
          <li>
            {next && (
              <Link to={itemPathOf('collections', next.item.image)}>
                Objet suivant : {next.item.title}&nbsp;<span aria-hidden="true">→</span>
              </Link>
            )}
          </li>
        </Neighbours>
      </nav>
    </>
  );
}

/** /pages/sescollections/<object>: one object, its picture to enlarge, its gallery, its neighbours. */
export function ObjectView() {
  const name = itemAt(useLocation().pathname)?.item;
  const objects = collectionObjects(useContent('objects'));
  const object = objects.find(({ item }) => item.image === name);
  return (
    <PageSection>
      <PageMeta
        title={itemDocumentTitle(object?.item.title ?? 'Objet introuvable')}
        description={object ? objectSummary(object) : undefined}
        canonicalPath={object ? itemPathOf('collections', object.item.image) : null}
      />
      <BackLink
        to={object ? `${paths.collections}#${collectionObjectAnchor(object.item.image)}` : paths.collections}
      >
        <span aria-hidden="true">←</span>&nbsp;Toutes les collections
      </BackLink>
      {object ? (
        <ObjectDetails object={object} objects={objects} />
      ) : (
        <>
          <h1>Objet introuvable</h1>
          <p>Aucun objet des collections ne porte ce nom : retrouvez-les tous sur la page des collections.</p>
        </>
      )}
    </PageSection>
  );
}
