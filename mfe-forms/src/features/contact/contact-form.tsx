import { useRef, useState, type FormEvent } from 'react';
import {
  CHETOM_VISITOR_KINDS,
  MUSEUM_VISITOR_KINDS,
  sendContactForm,
  type ContactKind,
  type Option,
} from '@mtdm/shared/contracts';
import {
  ErrorSummary,
  FieldGrid,
  focusFirstInvalid,
  FormStack,
  FormStatus,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  useStoredFormValues,
} from '@mtdm/shared/ui';
import { COUNTRY_DIAL_OPTIONS } from '../../common/dial-code-options';
import { RequiredNote } from '../../common/form-layout';
import { useFormSending } from '../../common/use-form-sending';
import { contactFieldLabels, contactForms } from './contact-content';
import { buildContactPayload, checkContact, contactFieldsOf, emptyContactValues } from './contact-values';
import { useElementId } from '@mtdm/shared/ui';

const visitorKinds: Partial<Record<ContactKind, readonly Option[]>> = {
  chetom: CHETOM_VISITOR_KINDS,
  museum: MUSEUM_VISITOR_KINDS,
};

/** One of the three contact forms (contactChetom, contactMuseum, contactAssociation): its fields are those of its shared contract. */
export function ContactForm({ kind }: { readonly kind: ContactKind }) {
  const ids = useElementId();
  const errorId = `${ids}-erreur`;
  const formRef = useRef<HTMLFormElement>(null);
  const fields = contactFieldsOf(kind);
  const { values, setField, clear } = useStoredFormValues(
    contactForms[kind].storageKey,
    emptyContactValues(kind),
  );
  const [invalid, setInvalid] = useState<string[]>([]);
  const sending = useFormSending();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.sending) return;
    const problem = checkContact(kind, values);
    setInvalid(problem?.fields ?? []);
    if (problem) {
      sending.fail(problem.message);
      queueMicrotask(() => focusFirstInvalid(formRef.current));
      return;
    }
    const sent = await sending.send(() => sendContactForm(kind, buildContactPayload(kind, values)));
    if (sent) clear();
  };

  const field = (name: string) => ({
    id: `${ids}-${name}`,
    name,
    label: contactFieldLabels[name as keyof typeof contactFieldLabels] ?? name,
    invalid: invalid.includes(name),
    errorId,
    value: values[name] ?? '',
    disabled: sending.sending,
  });
  const has = (name: string) => fields.includes(name);
  const options = visitorKinds[kind];

  return (
    <FormStack ref={formRef} noValidate onSubmit={onSubmit} message={sending.error}>
      <RequiredNote>Tous les champs sont obligatoires.</RequiredNote>
      <FieldGrid>
        <TextField
          {...field('first-name')}
          autoComplete="given-name"
          onChange={(e) => setField('first-name', e.target.value)}
        />
        <TextField
          {...field('last-name')}
          autoComplete="family-name"
          onChange={(e) => setField('last-name', e.target.value)}
        />
      </FieldGrid>
      <TextField
        {...field('email')}
        type="email"
        autoComplete="email"
        onChange={(e) => setField('email', e.target.value)}
      />
      {has('phone') && (
        <FieldGrid>
          <SelectField
            {...field('phone-prefix')}
            autoComplete="tel-country-code"
            options={COUNTRY_DIAL_OPTIONS}
            onChange={(e) => setField('phone-prefix', e.target.value)}
          />
          <TextField
            {...field('phone')}
            type="text"
            inputMode="tel"
            autoComplete="tel-national"
            onChange={(e) => setField('phone', e.target.value)}
          />
        </FieldGrid>
      )}
      {has('vous-etes') && options && (
        <SelectField
          {...field('vous-etes')}
          placeholder="Choisissez…"
          options={options}
          onChange={(e) => setField('vous-etes', e.target.value)}
        />
      )}
      <TextAreaField {...field('message')} rows={6} onChange={(e) => setField('message', e.target.value)} />
      <ErrorSummary id={errorId} message={sending.error} />
      <FormStatus message={sending.status} tone={sending.state.status === 'success' ? 'success' : 'info'} />
      <SubmitButton busy={sending.sending}>Envoyer</SubmitButton>
    </FormStack>
  );
}
