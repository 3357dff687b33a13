import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@mtdm/shared/testing';
import { collectionsContent } from '../../common/collections-content';
import CollectionsEnPage from '../collections-en-page';

describe('/en/collections', () => {
  it('shows every picture of the French galleries, each described in English, never by its caption', () => {
    renderWithProviders(<CollectionsEnPage />);
    const figures = screen.getAllByRole('figure');
    const frenchPictures = collectionsContent.galleries.flatMap((gallery) => gallery.items);
    expect(figures).toHaveLength(frenchPictures.length);
    figures.forEach((figure, position) => {
      const alt = within(figure).getByRole('img').getAttribute('alt') ?? '';
      const caption = figure.querySelector('figcaption')?.textContent ?? '';
      // A screen reader reads both: the description says what the drawing shows, the caption names it.
      expect([caption, alt]).toEqual([caption, expect.stringMatching(/^Drawing of .+\.$/)]);
      expect(alt).not.toBe(caption);
      expect(alt).not.toBe(frenchPictures[position]!.alt);
    });
    expect(within(figures[0]!).getByRole('img')).toHaveAccessibleName(
      'Drawing of a three-masted ship with white sails, at sea.',
    );
  });
});
