import type { PageImage } from '../ui';

/** Jest stand-in for a module's src/assets/<folder>/pictures.ts (no webpack context under jest). */
export default function picture(name: string): PageImage {
  return {
    src: `/assets/${name}-360.webp`,
    srcSet: `/assets/${name}-360.webp 360w`,
    width: 720,
    height: 540,
  };
}
