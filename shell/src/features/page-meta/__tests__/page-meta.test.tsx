import { render } from '@testing-library/react';
import { PageMeta } from '../page-meta';

describe('PageMeta', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<title>Musée des Troupes de Marine</title><meta name="description" content="Statique">';
  });

  it('keeps one title and one description, and adds the canonical address and Open Graph tags', () => {
    const { rerender } = render(
      <PageMeta
        title="Ses collections | Musée"
        description="Les collections"
        canonicalPath="/pages/sescollections"
      />,
    );
    expect(document.title).toBe('Ses collections | Musée');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Les collections',
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/pages/sescollections`,
    );
    expect(document.head.querySelector('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${window.location.origin}/pages/sescollections`,
    );
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Ses collections | Musée',
    );
    expect(document.head.querySelector('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_FR');
    rerender(<PageMeta title="Page introuvable" description="Non" canonicalPath={null} />);
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
  });
});
