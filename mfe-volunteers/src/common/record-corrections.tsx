import { useState, type FormEvent, type ReactNode } from 'react';
import { FormStack, SubmitButton, TextField } from '@mtdm/shared/ui';
import { SPACE_TEXT_LIMITS } from '@mtdm/shared/contracts/signed-in/client';
import { Panel } from './space-styles';

/**
 * A record's corrections as one fact of its details (inside its `Facts`): each on its line, the first
 * first; nothing while there is none.
 */
export function CorrectionsFact<C>({
  term,
  corrections,
  line,
}: {
  readonly term: string;
  readonly corrections: readonly C[];
  readonly line: (correction: C) => string;
}) {
  if (corrections.length === 0) return null;
  return (
    <>
      <dt>{term}</dt>
      <dd>
        <ul>
          {/* Records are only ever added, the first first: a line's place is its key. */}
          {corrections.map((correction, index) => (
            <li key={index}>{line(correction)}</li>
          ))}
        </ul>
      </dd>
    </>
  );
}

/** What a form with a reason says: its title, what it does, and the words of its reason and button. */
export interface CorrectionTexts {
  readonly title: string;
  readonly hint: string;
  readonly reason: string;
  readonly reasonHint: string;
  readonly submit: string;
}

/**
 * A change sent from its own panel (a correction, a refund, a tour's refusal): its title, what it does
 * when said, its fields (children), and the button that sends it.
 */
export function ReasonPanel({
  texts,
  onSubmit,
  busy,
  children,
}: {
  readonly texts: { readonly title: string; readonly hint?: string; readonly submit: string };
  readonly onSubmit: (event: FormEvent) => void;
  readonly busy: boolean;
  readonly children: ReactNode;
}) {
  return (
    <Panel>
      <h3>{texts.title}</h3>
      {texts.hint ? <p>{texts.hint}</p> : null}
      <FormStack onSubmit={onSubmit} noValidate>
        {children}
        <SubmitButton busy={busy} $variant="secondary">
          {texts.submit}
        </SubmitButton>
      </FormStack>
    </Panel>
  );
}

/**
 * A change that keeps its reason with the record (a correction, a refund), in its panel: the record's
 * own fields (children, if any), then why (one line) and the button that sends it.
 */
export function CorrectionForm({
  texts,
  reason,
  onReason,
  onSubmit,
  busy,
  children,
}: {
  readonly texts: CorrectionTexts;
  readonly reason: string;
  readonly onReason: (reason: string) => void;
  readonly onSubmit: (event: FormEvent) => void;
  readonly busy: boolean;
  readonly children?: ReactNode;
}) {
  return (
    <ReasonPanel texts={texts} onSubmit={onSubmit} busy={busy}>
      {children}
      <TextField
        label={texts.reason}
        hint={texts.reasonHint}
        value={reason}
        maxLength={SPACE_TEXT_LIMITS.reason}
        required
        onChange={(event) => onReason(event.target.value)}
      />
    </ReasonPanel>
  );
}

/**
 * A line of a record that a correction writes again: its name in the call's body, its label, its
 * length, and the keyboard a phone offers for it (digits for a number, an address's for an e-mail).
 */
interface CorrectedLine<F extends string> {
  readonly name: F;
  readonly label: string;
  readonly maxLength: number;
  readonly inputMode?: 'numeric';
  readonly type?: 'email';
}

/**
 * A record's lines written wrong (a donor, a member's name, a parcel): each a required text, first
 * `initial`, sent with the reason by `send` (true once the server took it). The reason is then
 * emptied, and the lines too when `clearAfter`; what was typed stays when the server refuses it.
 */
export function LinesCorrectionForm<F extends string>({
  texts,
  lines,
  initial,
  send,
  busy,
  clearAfter = false,
}: {
  readonly texts: CorrectionTexts;
  readonly lines: readonly CorrectedLine<F>[];
  readonly initial: Readonly<Record<F, string>>;
  readonly send: (body: Record<F | 'reason', string>) => Promise<unknown>;
  readonly busy: boolean;
  readonly clearAfter?: boolean;
}) {
  const fresh = { ...initial, reason: '' } as Record<F | 'reason', string>;
  const [typed, setTyped] = useState(fresh);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await send(typed)) setTyped((current) => (clearAfter ? fresh : { ...current, reason: '' }));
  };
  return (
    <CorrectionForm
      texts={texts}
      reason={typed.reason}
      onReason={(reason) => setTyped({ ...typed, reason })}
      onSubmit={submit}
      busy={busy}
    >
      {lines.map((line) => (
        <TextField
          key={line.name}
          label={line.label}
          value={typed[line.name]}
          maxLength={line.maxLength}
          inputMode={line.inputMode}
          type={line.type}
          required
          onChange={(event) => setTyped({ ...typed, [line.name]: event.target.value })}
        />
      ))}
    </CorrectionForm>
  );
}

/** Whom and where a record names (a donor, an order's recipient): their values, or their labels. */
interface NameAndAddress {
  readonly firstName: string;
  readonly lastName: string;
  readonly address: string;
  readonly postcode: string;
  readonly city: string;
}

/** A person's name and postal address as lines to correct, each of the length the server takes. */
const nameAndAddressLines = (labels: NameAndAddress) =>
  [
    { name: 'firstName', label: labels.firstName, maxLength: 100 },
    { name: 'lastName', label: labels.lastName, maxLength: 100 },
    { name: 'address', label: labels.address, maxLength: 500 },
    { name: 'postcode', label: labels.postcode, maxLength: 20 },
    { name: 'city', label: labels.city, maxLength: 200 },
  ] as const;

/**
 * A person's name and postal address written wrong in a record (a donor, an order's recipient):
 * prefilled with what the record says now, sent with the reason by `send`.
 */
export function NameAndAddressCorrectionForm({
  texts,
  person,
  send,
  busy,
}: {
  readonly texts: CorrectionTexts & NameAndAddress;
  readonly person: NameAndAddress;
  readonly send: (body: NameAndAddress & { reason: string }) => Promise<unknown>;
  readonly busy: boolean;
}) {
  const { firstName, lastName, address, postcode, city } = person;
  return (
    <LinesCorrectionForm
      texts={texts}
      lines={nameAndAddressLines(texts)}
      initial={{ firstName, lastName, address, postcode, city }}
      busy={busy}
      send={send}
    />
  );
}
