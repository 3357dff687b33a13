import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import {
  MEMBERSHIP_FIELDS,
  MEMBERSHIP_STATUSES,
  membershipTypeChoices,
  type MembershipField,
  type MembershipFieldName,
} from '@mtdm/shared/contracts';
import {
  CheckboxField,
  ErrorSummary,
  FieldGrid,
  Fieldset,
  focusFirstInvalid,
  FormStack,
  RadioGroup,
  SelectField,
  SubmitButton,
  TextField,
  useStoredFormValues,
} from '@mtdm/shared/ui';
import { MEMBERSHIP_CONFIRMATION_LABEL, validateMembershipForm } from '@mtdm/shared/validation';
import { RequiredNote } from '../../common/form-layout';
import { PayerContactFields, PayerIdentityFields } from '../../common/payer/payer-fields';
import { FORM_STORAGE_KEYS } from '../../common/form-storage-keys';
import { membershipContent, membershipLabels } from './membership-content';
import {
  asMembershipType,
  EMPTY_MEMBERSHIP,
  invalidMembershipFields,
  type MembershipText,
} from './membership-values';
import { useElementId } from '@mtdm/shared/ui';

/** The membership's own fields, in their order (@mtdm/shared/contracts: one declaration each). */
const OWN_FIELDS = MEMBERSHIP_FIELDS as readonly (MembershipField & { readonly name: MembershipFieldName })[];

const typeOptions = membershipTypeChoices();

/**
 * The payment modal, a chunk of its own (it is the heaviest part and is needed only once the form is
 * valid): fetched as soon as the visitor starts filling the form, so it is there by the time they
 * submit.
 */
const loadPaymentModal = () =>
  import(/* webpackChunkName: "membership-payment" */ './membership-payment-modal');
const MembershipPaymentModal = lazy(() =>
  loadPaymentModal().then(({ MembershipPaymentModal: Modal }) => ({ default: Modal })),
);

/** The membership form: validated on submit, then the payment modal opens. */
export function MembershipForm() {
  const ids = useElementId();
  const errorId = `${ids}-erreur`;
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setField } = useStoredFormValues(FORM_STORAGE_KEYS.membership, EMPTY_MEMBERSHIP);
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string[]>([]);
  const [paying, setPaying] = useState(false);
  // Mounted from the first opening on (closed, it keeps nothing: see MembershipPaymentModal).
  const [modalUsed, setModalUsed] = useState(false);

  /** The validation rules; returns true when the form may be paid. */
  const check = (): boolean => {
    const message = validateMembershipForm({ ...values, confirmed });
    setError(message);
    setInvalid(invalidMembershipFields(message, values));
    return message === null;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (check()) {
      setModalUsed(true);
      setPaying(true);
    } else queueMicrotask(() => focusFirstInvalid(formRef.current));
  };

  const field = (name: keyof MembershipText) => ({
    id: `${ids}-${name}`,
    name,
    label: membershipLabels[name as keyof typeof membershipLabels],
    invalid: invalid.includes(name),
    errorId,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
  });

  return (
    <>
      <FormStack
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        onFocus={() => void loadPaymentModal().catch(() => undefined)}
        message={paying ? null : error}
      >
        <RequiredNote>{membershipContent.requiredNote}</RequiredNote>
        <Fieldset>
          <legend>Identité</legend>
          <PayerIdentityFields field={field} />
        </Fieldset>
        <Fieldset>
          <legend>Votre profil</legend>
          <RadioGroup
            legend={membershipLabels.status}
            name="status"
            options={MEMBERSHIP_STATUSES}
            value={values.status}
            onChange={(value) => setField('status', value)}
            invalid={invalid.includes('status')}
            errorId={errorId}
          />
          <FieldGrid>
            {OWN_FIELDS.map((own) =>
              own.value.kind === 'text' ? (
                <TextField key={own.name} {...field(own.name)} optional={!own.required} hint={own.hint?.fr} />
              ) : (
                <SelectField
                  key={own.name}
                  {...field(own.name)}
                  optional={!own.required}
                  placeholder="Choisissez…"
                  options={own.value.options}
                />
              ),
            )}
          </FieldGrid>
        </Fieldset>
        <Fieldset>
          <legend>Coordonnées</legend>
          <PayerContactFields field={field} />
        </Fieldset>
        <RadioGroup
          legend={membershipLabels.membershipType}
          name="membershipType"
          options={typeOptions}
          value={values.membershipType}
          onChange={(value) => setField('membershipType', value)}
        />
        <CheckboxField
          id={`${ids}-confirmed`}
          name="confirmed"
          label={MEMBERSHIP_CONFIRMATION_LABEL}
          checked={confirmed}
          invalid={invalid.includes('confirmed')}
          errorId={errorId}
          onChange={(event) => setConfirmed(event.target.checked)}
        />
        <ErrorSummary id={errorId} message={paying ? null : error} />
        <SubmitButton>{membershipContent.submit}</SubmitButton>
      </FormStack>
      {modalUsed && (
        <Suspense fallback={<p role="status">{membershipContent.modalLoading}</p>}>
          <MembershipPaymentModal
            open={paying}
            onClose={() => setPaying(false)}
            membershipType={asMembershipType(values.membershipType)}
            recheck={() => validateMembershipForm({ ...values, confirmed })}
            values={values}
          />
        </Suspense>
      )}
    </>
  );
}
