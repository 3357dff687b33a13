/** What a file input of the application form accepts, for the page (checked before sending) and the api. */
export interface UploadRule {
  /** Largest file, in bytes. */
  readonly maxBytes: number;
  /** Accepted extensions, lower case, without the dot. */
  readonly extensions: readonly string[];
}

/** The résumé and the optional letter of jobApplication: PDF, DOC, DOCX or ODT, 5 MB at most each. */
export const JOB_APPLICATION_UPLOAD: UploadRule = {
  maxBytes: 5 * 1024 * 1024,
  extensions: ['pdf', 'doc', 'docx', 'odt'],
};

/** The `accept` attribute of a file input: ".pdf,.doc,.docx,.odt". */
export function acceptAttribute(rule: UploadRule): string {
  return rule.extensions.map((extension) => `.${extension}`).join(',');
}

/** "PDF, DOC, DOCX ou ODT" */
export function describeExtensions(rule: UploadRule): string {
  const names = rule.extensions.map((extension) => extension.toUpperCase());
  return names.length > 1
    ? `${names.slice(0, -1).join(', ')} ou ${names[names.length - 1]}`
    : (names[0] ?? '');
}

/** "5 Mo" */
export function describeMaxSize(rule: UploadRule): string {
  return `${Math.round((rule.maxBytes / (1024 * 1024)) * 10) / 10} Mo`.replace('.', ',');
}

export const uploadMessages = {
  tooLarge: (label: string, rule: UploadRule = JOB_APPLICATION_UPLOAD) =>
    `Le fichier « ${label} » dépasse la taille maximale de ${describeMaxSize(rule)}.`,
  badType: (label: string, rule: UploadRule = JOB_APPLICATION_UPLOAD) =>
    `Le fichier « ${label} » doit être au format ${describeExtensions(rule)}.`,
} as const;

/**
 * Checks a chosen file against a rule, by its name and size (the server checks its bytes again):
 * the French message to show, or null when the file is acceptable.
 */
export function checkUpload(
  file: { readonly name: string; readonly size: number },
  label: string,
  rule: UploadRule = JOB_APPLICATION_UPLOAD,
): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name.trim())?.[1]?.toLowerCase();
  if (!extension || !rule.extensions.includes(extension)) return uploadMessages.badType(label, rule);
  if (file.size > rule.maxBytes) return uploadMessages.tooLarge(label, rule);
  return null;
}
