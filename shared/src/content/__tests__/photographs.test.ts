import { contentImageSources, isPhotograph } from '../photographs';

describe('content pictures: drawings as they are, photographs in the widths the server makes', () => {
  it('tells a photograph from a drawing by its file name', () => {
    expect(['a.jpg', 'a.JPEG', 'a.png', 'a.webp'].map(isPhotograph)).toEqual([true, true, true, true]);
    expect(['a.svg', 'a.pdf'].map(isPhotograph)).toEqual([false, false]);
  });

  it('gives a drawing its one address', () => {
    expect(contentImageSources('images/products/mug.svg', 300)).toEqual({
      src: '/content/media/images/products/mug.svg',
    });
  });

  it('gives a photograph the smallest width that covers its display, and every width for the browser', () => {
    expect(contentImageSources('images/products/mug.jpg', 300)).toEqual({
      src: '/content/media/images/products/mug.jpg?w=400',
      srcSet:
        '/content/media/images/products/mug.jpg?w=200 200w, /content/media/images/products/mug.jpg?w=400 400w, /content/media/images/products/mug.jpg?w=800 800w',
    });
    expect(contentImageSources('images/news/photo.webp', 2000).src).toBe(
      '/content/media/images/news/photo.webp?w=800',
    );
  });
});
