export {
  Field,
  Label,
  Hint,
  Input,
  Select,
  VisuallyHidden,
  ErrorMessage,
  Fieldset,
  FieldGrid,
} from './form-styles';
export { FormStack } from './form-message';
export { TextField, TextAreaField } from './text-field';
export { SelectField } from './select-field';
export type { SelectOption } from './select-field';
export { RadioGroup } from './radio-group';
export { CheckboxField } from './checkbox-field';
export { FileField } from './file-field';
export { ErrorSummary } from './error-summary';
export { FormStatus } from './form-status';
export { SubmitButton } from './submit-button';
export { focusFirstInvalid } from './focus-first-invalid';
export { useStoredFormValues } from './use-stored-form-values';
