// The site's content types, derived from the schemas (types only: no schema code in the browser).
import type { z } from 'zod';
import type {
  archiveItemSchema,
  associationSchema,
  collectionObjectSchema,
  ContentCollection,
  exhibitionSchema,
  newsItemSchema,
  practicalInfoSchema,
  productSchema,
} from './schemas';

/** A news item or a conference; `id` is its file's name (content/news/<id>.json). */
export type NewsItem = z.infer<typeof newsItemSchema> & { readonly id: string };
/** A product of the shop; `id` is its file's name without its ordering prefix. */
export type Product = z.infer<typeof productSchema> & { readonly id: string };
/** A recent entry of the archive centre. */
type ArchiveItem = z.infer<typeof archiveItemSchema> & { readonly id: string };
/** A temporary exhibition; `id` is its file's name (content/exhibitions/<id>.json). */
export type Exhibition = z.infer<typeof exhibitionSchema> & { readonly id: string };
/** A photograph and a text the association gives an object of the collections page. */
export type CollectionObjectEntry = z.infer<typeof collectionObjectSchema> & { readonly id: string };
/** Opening hours, the reception's telephone, the museum's address. */
export type PracticalInfo = z.infer<typeof practicalInfoSchema>;
/** The association's names, identifiers, addresses and mailboxes (some still to be filled in). */
export type AssociationDetails = z.infer<typeof associationSchema>;

export interface SiteContent {
  readonly news: readonly NewsItem[];
  readonly products: readonly Product[];
  readonly archives: readonly ArchiveItem[];
  readonly exhibitions: readonly Exhibition[];
  readonly objects: readonly CollectionObjectEntry[];
  readonly practical: PracticalInfo;
  readonly association: AssociationDetails;
}

export type { ContentCollection };
