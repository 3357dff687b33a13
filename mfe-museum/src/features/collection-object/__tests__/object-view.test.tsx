import { fireEvent, screen, within } from '@testing-library/react';
import { COLLECTION_OBJECTS, publishContent } from '@mtdm/shared/content';
import { renderWithProviders } from '@mtdm/shared/testing';
import { collectionObjects, objectItems } from '../collection-objects';
import { ObjectView } from '../object-view';

const renderAt = (object: string) =>
  renderWithProviders(<ObjectView />, { route: `/pages/sescollections/${object}` });

afterEach(() => publishContent({ objects: [] }));

describe('the objects of the collections', () => {
  it('are the ones the content may complete, each once, each a name fit for an address', () => {
    const names = collectionObjects().map(({ item }) => item.image);
    expect([...names].sort()).toEqual([...COLLECTION_OBJECTS].sort());
    expect(objectItems({ objects: [] }).map(({ item }) => item)).toEqual(names);
  });
});

describe('the page of an object', () => {
  it('shows its drawing to enlarge, its gallery and period, its text, and says its notice is being prepared', () => {
    renderAt('casque-colonial');
    expect(screen.getByRole('heading', { level: 1, name: 'Casque colonial' })).toBeInTheDocument();
    expect(screen.getByText('1870 – 1914')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'De Bazeilles aux campagnes lointaines' })).toHaveAttribute(
      'href',
      '/pages/sescollections#galerie-bazeilles',
    );
    expect(
      screen.getByText('La notice détaillée de cet objet est en cours de préparation.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Toutes les collections/ })).toHaveAttribute(
      'href',
      '/pages/sescollections#objet-casque-colonial',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Agrandir l’image' }));
    const dialog = screen.getByRole('dialog', { name: 'Image agrandie : Casque colonial' });
    expect(
      within(dialog).getByRole('img', { name: /^Illustration d’un casque colonial/ }),
    ).toBeInTheDocument();
  });

  it('leads to the objects before and after it', () => {
    renderAt('casque-colonial');
    const neighbours = screen.getByRole('navigation', { name: 'Objets voisins' });
    expect(
      within(neighbours).getByRole('link', { name: /Objet précédent\s: La maison de la dernière cartouche/ }),
    ).toHaveAttribute('href', '/pages/sescollections/bazeilles');
    expect(
      within(neighbours).getByRole('link', { name: /Objet suivant\s: Carnet de route du Tonkin/ }),
    ).toHaveAttribute('href', '/pages/sescollections/carnet-tonkin');
  });

  it('shows the photograph and the text the association gave in place of the drawing', () => {
    publishContent({
      objects: [
        {
          id: 'casque-colonial',
          object: 'casque-colonial',
          photograph: 'images/objects/casque.jpg',
          photographAlt: 'Le casque colonial dans sa vitrine.',
          description: 'Un casque de liège recouvert de toile.\n\nIl protège du soleil.',
        },
      ],
    });
    const { container } = renderAt('casque-colonial');
    const picture = screen.getByRole('img', { name: 'Le casque colonial dans sa vitrine.' });
    expect(picture.getAttribute('srcset')).toContain('/content/media/images/objects/casque.jpg?w=800 800w');
    expect(screen.getByText('Il protège du soleil.')).toBeInTheDocument();
    expect(screen.queryByText(/en cours de préparation/)).not.toBeInTheDocument();
    const data = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(data).toMatchObject({
      '@type': 'CreativeWork',
      name: 'Casque colonial',
      image: '/content/media/images/objects/casque.jpg?w=800',
      temporalCoverage: '1870/1914',
      isPartOf: { name: 'De Bazeilles aux campagnes lointaines' },
    });
  });

  it('says so for a name no object has', () => {
    renderAt('tour-eiffel');
    expect(screen.getByRole('heading', { level: 1, name: 'Objet introuvable' })).toBeInTheDocument();
  });
});
