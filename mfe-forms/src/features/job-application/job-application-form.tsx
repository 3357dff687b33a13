import { useRef, useState, type FormEvent } from 'react';
import {
  acceptAttribute,
  describeExtensions,
  describeMaxSize,
  JOB_APPLICATION_FILE_FIELDS,
  JOB_APPLICATION_UPLOAD,
  sendJobApplication,
} from '@mtdm/shared/contracts';
import {
  ErrorSummary,
  FieldGrid,
  FileField,
  focusFirstInvalid,
  FormStack,
  FormStatus,
  Hint,
  SubmitButton,
  TextAreaField,
  TextField,
  useStoredFormValues,
} from '@mtdm/shared/ui';
import { RequiredNote } from '../../common/form-layout';
import { FORM_STORAGE_KEYS } from '../../common/form-storage-keys';
import { useFormSending } from '../../common/use-form-sending';
import { jobApplicationContent, jobApplicationLabels } from './job-application-content';
import {
  buildApplicationForm,
  checkApplication,
  EMPTY_APPLICATION,
  type ApplicationFiles,
  type ApplicationProblem,
} from './job-application-values';
import { useElementId } from '@mtdm/shared/ui';

const NO_FILES: ApplicationFiles = { resume: null, coverLetterFile: null };
const upload = {
  accept: acceptAttribute(JOB_APPLICATION_UPLOAD),
  formats: describeExtensions(JOB_APPLICATION_UPLOAD),
  maxSize: describeMaxSize(JOB_APPLICATION_UPLOAD),
};

/** jobApplication: the application, text kept in sessionStorage until sent (files are not kept). */
export function JobApplicationForm() {
  const ids = useElementId();
  const errorId = `${ids}-erreur`;
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setField, clear } = useStoredFormValues(
    FORM_STORAGE_KEYS.jobApplication,
    EMPTY_APPLICATION,
  );
  const [files, setFiles] = useState<ApplicationFiles>(NO_FILES);
  const [problem, setProblem] = useState<ApplicationProblem | null>(null);
  const sending = useFormSending();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.sending) return;
    const found = checkApplication(values, files);
    setProblem(found);
    if (found) {
      sending.fail(found.message);
      queueMicrotask(() => focusFirstInvalid(formRef.current));
      return;
    }
    const sent = await sending.send(() => sendJobApplication(buildApplicationForm(values, files)));
    if (sent) {
      clear();
      setFiles(NO_FILES);
      formRef.current?.reset();
    }
  };

  const text = (name: keyof typeof EMPTY_APPLICATION) => ({
    id: `${ids}-${name}`,
    name,
    label: jobApplicationLabels[name],
    invalid: problem?.fields.includes(name) ?? false,
    errorId,
    value: values[name],
    disabled: sending.sending,
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
  });
  const file = (name: string) => ({
    id: `${ids}-${name}`,
    name,
    ...upload,
    invalid: problem?.fields.includes(name) ?? false,
    errorId,
    error: problem?.fileError?.field === name ? problem.fileError.message : null,
    disabled: sending.sending,
  });

  return (
    <FormStack
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      encType="multipart/form-data"
      message={sending.error}
    >
      <RequiredNote>{jobApplicationContent.requiredNote}</RequiredNote>
      <FieldGrid>
        <TextField {...text('first-name')} autoComplete="given-name" />
        <TextField {...text('last-name')} autoComplete="family-name" />
      </FieldGrid>
      <FieldGrid>
        <TextField {...text('email')} type="email" autoComplete="email" />
        <TextField {...text('phone')} type="tel" autoComplete="tel" />
      </FieldGrid>
      <TextAreaField {...text('cover-letter')} rows={8} />
      <FieldGrid>
        <FileField
          {...file(JOB_APPLICATION_FILE_FIELDS.resume)}
          label={jobApplicationLabels.resume}
          onFileChange={(chosen) => setFiles((current) => ({ ...current, resume: chosen }))}
        />
        <FileField
          {...file(JOB_APPLICATION_FILE_FIELDS.coverLetterFile)}
          label={jobApplicationLabels['cover-letter-file']}
          optional
          onFileChange={(chosen) => setFiles((current) => ({ ...current, coverLetterFile: chosen }))}
        />
      </FieldGrid>
      <Hint>{jobApplicationContent.privacy}</Hint>
      <ErrorSummary id={errorId} message={sending.error} />
      <FormStatus message={sending.status} tone={sending.state.status === 'success' ? 'success' : 'info'} />
      <SubmitButton busy={sending.sending}>{jobApplicationContent.submit}</SubmitButton>
    </FormStack>
  );
}
