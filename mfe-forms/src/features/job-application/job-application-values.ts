import { checkUpload, JOB_APPLICATION_FILE_FIELDS, jobApplicationFields } from '@mtdm/shared/contracts';
import { isBlank, isValidEmail, validationMessages } from '@mtdm/shared/validation';
import { fileLabels } from './job-application-content';

export type ApplicationText = Record<(typeof jobApplicationFields.fields)[number], string>;

export interface ApplicationFiles {
  readonly resume: File | null;
  readonly coverLetterFile: File | null;
}

export const EMPTY_APPLICATION: ApplicationText = {
  'first-name': '',
  'last-name': '',
  email: '',
  phone: '',
  'cover-letter': '',
};

export interface ApplicationProblem {
  readonly message: string;
  /** Fields to mark invalid (text fields and file fields by their payload name). */
  readonly fields: readonly string[];
  /** A message that belongs to one file field. */
  readonly fileError?: { readonly field: string; readonly message: string };
}

/**
 * Checked before sending: every text field and the CV, the e-mail shape, then each chosen
 * file's format and 5 MB limit (the server checks the bytes again).
 */
export function checkApplication(text: ApplicationText, files: ApplicationFiles): ApplicationProblem | null {
  const blank = jobApplicationFields.required.filter((field) => isBlank(text[field]));
  if (blank.length > 0 || !files.resume) {
    return {
      message: validationMessages.required,
      fields: [...blank, ...(files.resume ? [] : [JOB_APPLICATION_FILE_FIELDS.resume])],
    };
  }
  if (!isValidEmail(text.email)) return { message: validationMessages.email, fields: ['email'] };
  const chosen = [
    [JOB_APPLICATION_FILE_FIELDS.resume, files.resume],
    [JOB_APPLICATION_FILE_FIELDS.coverLetterFile, files.coverLetterFile],
  ] as const;
  for (const [field, file] of chosen) {
    if (!file) continue;
    const message = checkUpload(file, fileLabels[field]);
    if (message) return { message, fields: [field], fileError: { field, message } };
  }
  return null;
}

/** The multipart body of jobApplication: the text fields, then `resume` and the optional `cover-letter-file`. */
export function buildApplicationForm(text: ApplicationText, files: ApplicationFiles): FormData {
  const form = new FormData();
  for (const field of jobApplicationFields.fields) form.append(field, text[field].trim());
  if (files.resume) form.append(JOB_APPLICATION_FILE_FIELDS.resume, files.resume);
  if (files.coverLetterFile) form.append(JOB_APPLICATION_FILE_FIELDS.coverLetterFile, files.coverLetterFile);
  return form;
}
