import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@mtdm/shared/testing';
import { collectionsContent } from '../../../common/collections-content';
import { CollectionsView } from '../collections-view';

describe('collections page', () => {
  it('has five chronological galleries and a themes gallery, each with arrows and a visit link', () => {
    renderWithProviders(<CollectionsView />);
    const galleries = collectionsContent.galleries;
    expect(galleries.filter((gallery) => 'period' in gallery && gallery.period)).toHaveLength(5);
    expect(galleries).toHaveLength(6);
    for (const gallery of galleries) {
      const region = screen.getByRole('region', { name: gallery.title });
      expect(within(region).getByRole('list', { name: `Galerie : ${gallery.title}` })).toBeInTheDocument();
      expect(
        within(region).getByRole('button', { name: `Images suivantes : ${gallery.title}` }),
      ).toBeInTheDocument();
      expect(
        within(region).getByRole('button', { name: `Images précédentes : ${gallery.title}` }),
      ).toBeDisabled();
      expect(within(region).getByRole('link', { name: /Visiter le musée/ })).toHaveAttribute(
        'href',
        '/pages/informationsPratiques',
      );
    }
  });

  it('lazy-loads its pictures with their size reserved and a French alternative text', () => {
    renderWithProviders(<CollectionsView />);
    const images = screen.getAllByRole('img');
    expect(images.length).toBe(
      collectionsContent.galleries.reduce((sum, gallery) => sum + gallery.items.length, 0),
    );
    for (const image of images) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
      expect(image).toHaveAttribute('srcset');
      expect(image.getAttribute('alt')).toMatch(/^Illustration d/);
    }
  });
});

describe('each object of the galleries', () => {
  it('leads to its own page, which the search finds', () => {
    const { container } = renderWithProviders(<CollectionsView />);
    const link = screen.getByRole('link', { name: 'Casque colonial' });
    expect(link).toHaveAttribute('href', '/pages/sescollections/casque-colonial');
    expect(container.querySelector('#objet-casque-colonial')).toHaveAttribute(
      'data-search-href',
      '/pages/sescollections/casque-colonial',
    );
  });
});
