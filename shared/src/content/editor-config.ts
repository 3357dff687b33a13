// The browser editor's configuration (Decap CMS, served at /admin/), made from the collections'
// schemas: each field with its French label, help text, widget, whether it is required and the format
// it must follow, so the editor asks for what the content check will accept.
import type { z } from 'zod';
import { FRENCH_MONTHS } from '../news/french-date';
import { contentCollections, type ContentCollection } from './schemas';

/** A field of Decap's configuration (the options this site uses). */
export interface EditorField {
  readonly name: string;
  readonly label: string;
  readonly widget: string;
  readonly required?: boolean;
  readonly hint?: string;
  readonly pattern?: readonly [string, string];
  /** A select's choices: its value, or its value and the French label the editor shows. */
  readonly options?: readonly (string | { readonly label: string; readonly value: string })[];
  readonly value_type?: 'int' | 'float';
  readonly min?: number;
  readonly max?: number;
  readonly media_folder?: string;
  readonly public_folder?: string;
  readonly choose_url?: boolean;
  readonly default?: unknown;
}

/** What a field's widget brings: its name and its options. */
type WidgetOptions = Partial<EditorField> & { readonly widget: string };

/** Where the editor writes: the content folder at the root of the repository. */
const CONTENT_FOLDER = 'content';

/** The pattern the editor checks a French date with, as parseFrenchDate reads it. */
const FRENCH_DATE_PATTERN: readonly [string, string] = [
  `^(1er|[1-9]|[12][0-9]|3[01]) (${FRENCH_MONTHS.join('|')}) [0-9]{4}$`,
  'Une date comme « 14 mars 2026 » est attendue.',
];

type Meta = {
  title?: string;
  description?: string;
  widget?: string;
  pattern?: unknown;
  folder?: string;
  /** A select's labels, by value. */
  choices?: Record<string, string>;
};
type Def = {
  type: string;
  innerType?: z.ZodType;
  checks?: { _zod: { def: Record<string, unknown> } }[];
  entries?: Record<string, string>;
  options?: z.ZodType[];
  values?: unknown[];
  element?: z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const metaOf = (schema: z.ZodType) => (schema.meta() ?? {}) as Meta;

/** The schema without its optional / nullable wrappers, their metadata merged (the outer one wins). */
function unwrap(schema: z.ZodType): { core: z.ZodType; meta: Meta; required: boolean } {
  let core = schema;
  let meta: Meta = metaOf(schema);
  let required = true;
  for (let def = defOf(core); def.type === 'optional' || def.type === 'nullable'; def = defOf(core)) {
    required = false;
    core = def.innerType!;
    meta = { ...metaOf(core), ...meta };
  }
  return { core, meta, required };
}

const checksOf = (schema: z.ZodType) => (defOf(schema).checks ?? []).map((check) => check._zod.def);

/** The message of a check: zod keeps it as a function of the issue. */
const messageOf = (check: Record<string, unknown>, fallback: string) => {
  const error = check.error as ((issue: unknown) => unknown) | undefined;
  const message = typeof error === 'function' ? error({}) : undefined;
  const text = typeof message === 'string' ? message : fallback;
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
};

function stringField(schema: z.ZodType, meta: Meta): WidgetOptions {
  if (meta.pattern === 'french-date') return { widget: 'string', pattern: FRENCH_DATE_PATTERN };
  const regex = checksOf(schema).find((check) => check.format === 'regex');
  const pattern = regex
    ? ([(regex.pattern as RegExp).source, messageOf(regex, 'format attendu')] as const)
    : undefined;
  return { widget: meta.widget === 'text' ? 'text' : 'string', ...(pattern ? { pattern } : {}) };
}

function numberField(schema: z.ZodType): WidgetOptions {
  const checks = checksOf(schema);
  const integer = checks.some((check) => check.format === 'safeint' || check.format === 'int');
  // A strict bound (greater than 0) is the next whole number for an integer, and left to the check otherwise.
  const bound = (name: string) => {
    const check = checks.find((entry) => entry.check === name);
    if (!check) return undefined;
    const value = check.value as number;
    if (check.inclusive) return value;
    return integer ? value + (name === 'greater_than' ? 1 : -1) : undefined;
  };
  const min = bound('greater_than');
  const max = bound('less_than');
  return {
    widget: 'number',
    value_type: integer ? 'int' : 'float',
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
  };
}

/** An image or a file of content/media/<folder>/, written as "<folder>/<name>". */
function mediaField(folder: string, widget: 'image' | 'file'): WidgetOptions {
  return {
    widget,
    media_folder: `/${CONTENT_FOLDER}/media/${folder}`,
    public_folder: folder,
    choose_url: false,
  };
}

function widgetOf(core: z.ZodType, meta: Meta): WidgetOptions {
  const def = defOf(core);
  if (meta.widget === 'image' || meta.widget === 'file') return mediaField(meta.folder ?? '', meta.widget);
  switch (def.type) {
    case 'string':
      return stringField(core, meta);
    case 'number':
      return numberField(core);
    case 'boolean':
      return { widget: 'boolean', default: false };
    case 'enum':
      return {
        widget: 'select',
        options: Object.values(def.entries ?? {}).map((value) => {
          const label = meta.choices?.[value];
          return label ? { label, value } : value;
        }),
      };
    case 'union': {
      // Literal choices (9.4 or 10.7): a number the content check holds to them.
      const values = (def.options ?? []).flatMap((option) => defOf(option).values ?? []);
      return { widget: 'number', value_type: 'float', hint: `${values.join(' ou ')}` };
    }
    case 'array':
      return { widget: 'list' };
    default:
      throw new Error(`Champ de type ${def.type} sans équivalent dans l’éditeur`);
  }
}

function editorField(name: string, schema: z.ZodType): EditorField {
  const { core, meta, required } = unwrap(schema);
  const widget = widgetOf(core, meta);
  const hint = [meta.description, widget.hint].filter(Boolean).join(' ');
  return {
    name,
    label: meta.title ?? name,
    required,
    ...widget,
    ...(hint ? { hint } : {}),
  };
}

const fieldsOf = (collection: ContentCollection) =>
  Object.entries(contentCollections[collection].schema.shape as Record<string, z.ZodType>).map(
    ([name, schema]) => editorField(name, schema),
  );

/** How an entry is named in the list and how a new one's file is named. */
const FOLDER_OPTIONS = {
  news: {
    identifier_field: 'title',
    summary: '{{title}} — {{date}}',
    slug: '{{year}}-{{month}}-{{day}}-{{slug}}',
  },
  products: { identifier_field: 'name', summary: '{{name}} — {{price}} €', slug: '{{slug}}' },
  archives: { identifier_field: 'title', summary: '{{title}} — {{date}}', slug: '{{slug}}' },
  exhibitions: { identifier_field: 'title', summary: '{{title}} — {{startDate}}', slug: '{{slug}}' },
  objects: { identifier_field: 'object', summary: '{{object}}', slug: '{{object}}' },
} as const;

export interface EditorBackend {
  /** Decap's backend ('github', 'gitlab', 'gitea'…) with its settings, as the site's operator sets them. */
  readonly name: string;
  readonly [setting: string]: unknown;
}

/**
 * Decap CMS's configuration: every collection, in French, writing into content/. `localBackend`: the
 * address of decap-server for editing on this machine (Decap uses it on localhost only).
 */
export function editorConfig({
  backend,
  localBackend,
  publishMode,
  siteUrl,
}: {
  readonly backend: EditorBackend;
  readonly localBackend?: string;
  readonly publishMode?: 'editorial_workflow';
  readonly siteUrl?: string;
}) {
  const folders = (['news', 'products', 'archives', 'exhibitions', 'objects'] as const).map((collection) => {
    const description = contentCollections[collection];
    return {
      name: collection,
      label: description.label,
      label_singular: description.singular,
      folder: `${CONTENT_FOLDER}/${description.folder}`,
      extension: 'json',
      format: 'json',
      create: true,
      delete: true,
      ...FOLDER_OPTIONS[collection],
      fields: fieldsOf(collection),
    };
  });
  const files = {
    name: 'site',
    label: 'Informations du site',
    delete: false,
    files: (['practical', 'association'] as const).map((collection) => {
      const description = contentCollections[collection];
      return {
        name: collection,
        label: description.label,
        file: `${CONTENT_FOLDER}/${description.file}`,
        format: 'json',
        fields: fieldsOf(collection),
      };
    }),
  };
  return {
    backend,
    ...(localBackend ? { local_backend: { url: localBackend } } : {}),
    ...(publishMode ? { publish_mode: publishMode } : {}),
    locale: 'fr',
    ...(siteUrl ? { site_url: siteUrl, display_url: siteUrl } : {}),
    media_folder: `${CONTENT_FOLDER}/media`,
    public_folder: '/content/media',
    // Names of new entries and uploaded files: plain ASCII, what the content check accepts.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [...folders, files],
  };
}
