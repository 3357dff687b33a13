import { useState, type FormEvent } from 'react';
import {
  visitSlotField,
  visitSlotProblem,
  type SiteDetails,
  type VisitSlotProblem,
} from '@mtdm/shared/content';
import {
  calls,
  dialCodeLabel,
  type DIAL_CODES,
  type guidedTourHints,
  type guidedTourLabels,
} from '@mtdm/shared/contracts';
import {
  FieldGrid,
  FormStack,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  useSiteDetails,
  VisuallyHidden,
} from '@mtdm/shared/ui';
import { GUIDED_TOUR_MIN_GROUP } from '@mtdm/shared/validation';
import { RequiredNote } from '../../common/form-layout';

/** What the form says: French on the site's page, English on the visit in English (same fields, same call). */
export interface GuidedTourFormTexts {
  readonly labels: Readonly<Record<keyof typeof guidedTourLabels, string>>;
  readonly hints: Readonly<Record<keyof typeof guidedTourHints, string>>;
  readonly requiredNote: string;
  readonly submit: string;
  readonly dialPlaceholder: string;
  /** The word after an optional field's label ('optional'); "(facultatif)" when not given. */
  readonly optionalMark?: string;
  /** Sent with the request so the server answers in the page's language ('en'); none for French. */
  readonly language?: 'en';
  /** What is said of a visit the museum cannot receive (a closed day, outside its hours). */
  readonly slotMessage: (problem: VisitSlotProblem, hours: SiteDetails['openingHours']) => string;
  /** The dialling codes in the page's language (the world list, its country names). */
  readonly dialOptions: readonly { readonly value: string; readonly label: string }[];
}

/** The world list with the code as value: this form is posted as is, and no code is chosen in advance. */
export const dialOptionsOf = (codes: typeof DIAL_CODES) =>
  codes.map((entry) => ({ value: entry.code, label: dialCodeLabel(entry) }));

/**
 * guidedTour: a classic form post to /submit-guided-tour, which works without JavaScript. The browser
 * checks the required fields, the minimum group and that the museum is open on that day at that hour
 * (the published practical information); the server checks them again and answers with a page
 * (confirmation, or the form with its values and what to correct).
 */
export function GuidedTourForm({ texts }: { readonly texts: GuidedTourFormTexts }) {
  const hours = useSiteDetails().openingHours;
  const [slot, setSlot] = useState<{ field: 'date' | 'time'; message: string } | null>(null);
  const label = (name: keyof typeof guidedTourLabels) => ({ name, label: texts.labels[name] });
  const checkSlot = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
    const problem = visitSlotProblem(value('date'), value('time'), hours);
    if (!problem) return setSlot(null);
    event.preventDefault();
    const field = visitSlotField(problem);
    setSlot({ field, message: texts.slotMessage(problem, hours) });
    (form.elements.namedItem(field) as HTMLInputElement | null)?.focus();
  };
  const slotError = (field: 'date' | 'time') => (slot?.field === field ? slot.message : null);
  return (
    <FormStack method="post" action={calls.guidedTour.path} onSubmit={checkSlot}>
      {texts.language && <input type="hidden" name="lang" value={texts.language} />}
      <RequiredNote>{texts.requiredNote}</RequiredNote>
      <FieldGrid>
        <TextField {...label('first-name')} autoComplete="given-name" />
        <TextField {...label('last-name')} autoComplete="family-name" />
      </FieldGrid>
      <TextField {...label('email')} type="email" autoComplete="email" />
      <FieldGrid>
        <SelectField
          {...label('phone-prefix')}
          placeholder={texts.dialPlaceholder}
          options={texts.dialOptions}
          defaultValue=""
        />
        <TextField {...label('phone')} type="text" inputMode="tel" autoComplete="tel-national" />
      </FieldGrid>
      <FieldGrid>
        <TextField {...label('date')} type="date" error={slotError('date')} onChange={() => setSlot(null)} />
        <TextField {...label('time')} type="time" error={slotError('time')} onChange={() => setSlot(null)} />
        <TextField
          {...label('group-size')}
          type="number"
          min={GUIDED_TOUR_MIN_GROUP}
          step={1}
          inputMode="numeric"
          hint={texts.hints['group-size']}
        />
      </FieldGrid>
      <TextAreaField
        {...label('special-requests')}
        optional={texts.optionalMark ?? true}
        rows={4}
        hint={texts.hints['special-requests']}
      />
      {/* Left empty by people; robots that fill it are ignored by the server. */}
      <VisuallyHidden aria-hidden="true">
        <label>
          Ne pas remplir
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </VisuallyHidden>
      <SubmitButton>{texts.submit}</SubmitButton>
    </FormStack>
  );
}
