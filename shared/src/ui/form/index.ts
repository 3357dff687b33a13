export {
  Field,
  Label,
  Hint,
  Input,
  Select,
  TextArea,
  VisuallyHidden,
  ErrorMessage,
  StatusMessage,
  Fieldset,
  ChoiceRow,
  FieldGrid,
  FormStack,
} from './form-styles';
export { TextField, TextAreaField } from './text-field';
export type { TextFieldProps, TextAreaFieldProps, TextFieldType } from './text-field';
export { SelectField } from './select-field';
export type { SelectFieldProps, SelectOption } from './select-field';
export { RadioGroup } from './radio-group';
export type { RadioGroupProps } from './radio-group';
export { CheckboxField } from './checkbox-field';
export type { CheckboxFieldProps } from './checkbox-field';
export { FileField } from './file-field';
export type { FileFieldProps } from './file-field';
export { ErrorSummary } from './error-summary';
export { FormStatus } from './form-status';
export { SubmitButton } from './submit-button';
export { focusFirstInvalid } from './focus-first-invalid';
export { useStoredFormValues } from './use-stored-form-values';
export type { FieldMessageProps } from './field-ids';
