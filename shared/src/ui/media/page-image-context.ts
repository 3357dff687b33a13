import type { PageImage } from './responsive-image';

/** What `import.meta.webpackContext` returns: its keys and a function giving each file's URL. */
export interface AssetContext {
  keys(): string[];
  (key: string): unknown;
}

const urlOf = (context: AssetContext, key: string): string => {
  const resolved = context(key);
  if (typeof resolved === 'string') return resolved;
  const fallback = (resolved as { default?: unknown } | null)?.default;
  return typeof fallback === 'string' ? fallback : '';
};

/**
 * A picture of a module's assets folder by name, from its files named `<name>-<width>x<height>.webp`
 * (the widths of the same picture): the srcset of all of them, the smallest as the default file and
 * the size of the largest to reserve the space. Throws for an unknown name, so a typo in a content
 * file fails the build's tests instead of showing a broken image.
 */
export function pageImageFromContext(context: AssetContext, name: string): PageImage {
  const pattern = new RegExp(`^\\./${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-(\\d+)x(\\d+)\\.webp$`);
  const files = context
    .keys()
    .flatMap((key) => {
      const match = pattern.exec(key);
      return match ? [{ key, width: Number(match[1]), height: Number(match[2]) }] : [];
    })
    .sort((a, b) => a.width - b.width);
  const smallest = files[0];
  const largest = files[files.length - 1];
  if (!smallest || !largest) throw new Error(`Image inconnue dans les ressources du module : ${name}`);
  return {
    src: urlOf(context, smallest.key),
    srcSet: files.map((file) => `${urlOf(context, file.key)} ${file.width}w`).join(', '),
    width: largest.width,
    height: largest.height,
  };
}

/**
 * The pictures of one folder of a module's assets, by name: `picturesFolder(import.meta.webpackContext(
 * '.', { recursive: false, regExp: /\.webp$/ }))` in that folder's `pictures.ts`. One context per folder,
 * so a page bundles the addresses of its own pictures only, not those of every page of its module.
 */
export function picturesFolder(context: AssetContext): (name: string) => PageImage {
  return (name) => pageImageFromContext(context, name);
}
