import { pageImageFromContext, picturesFolder, type AssetContext } from '../page-image-context';

/** A webpack asset context over the given files: each resolves to its hashed URL. */
function contextOf(files: string[], asModule = false): AssetContext {
  const context = ((key: string) => {
    const url = `/assets/${key.slice(2).replace('.webp', '.0a1b2c3d.webp')}`;
    return asModule ? { default: url } : url;
  }) as AssetContext;
  context.keys = () => files;
  return context;
}

const hero = ['./hero-1600x800.webp', './hero-640x320.webp', './hero-1024x512.webp', './other-360x270.webp'];

test('a picture gets every width in its srcset, the smallest as src and the largest size reserved', () => {
  expect(pageImageFromContext(contextOf(hero), 'hero')).toEqual({
    src: '/assets/hero-640x320.0a1b2c3d.webp',
    srcSet:
      '/assets/hero-640x320.0a1b2c3d.webp 640w, /assets/hero-1024x512.0a1b2c3d.webp 1024w, /assets/hero-1600x800.0a1b2c3d.webp 1600w',
    width: 1600,
    height: 800,
  });
});

test('an asset resolved as a module (its default export) gives the same URLs', () => {
  expect(pageImageFromContext(contextOf(hero, true), 'other').src).toBe(
    '/assets/other-360x270.0a1b2c3d.webp',
  );
});

test('a name matches whole file names only, and an unknown one fails loudly', () => {
  expect(() => pageImageFromContext(contextOf(hero), 'her')).toThrow(
    'Image inconnue dans les ressources du module : her',
  );
  expect(() => pageImageFromContext(contextOf(['./a.b-10x10.webp']), 'a.')).toThrow();
});

test('picturesFolder names the pictures of one folder', () => {
  const picture = picturesFolder(contextOf(hero));
  expect(picture('hero').width).toBe(1600);
  expect(() => picture('absent')).toThrow('absent');
});
