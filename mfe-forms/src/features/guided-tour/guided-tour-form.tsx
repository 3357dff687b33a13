import { useEffect, useState, type FormEvent } from 'react';
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
  useContent,
  VisuallyHidden,
} from '@mtdm/shared/ui';
import { GUIDED_TOUR_MIN_GROUP } from '@mtdm/shared/validation';
import { RequiredNote } from '../../common/form-layout';
import { TakenHours } from './guided-tour-styles';
import type { TourChecks } from './tour-checks';

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
  /**
   * The browser's checks of a tour (tour-checks.ts), in the page's language: loaded once the form is
   * on screen, so the page's first load carries none of them; the server checks the same anyway.
   */
  readonly loadChecks: () => Promise<TourChecks>;
  /** The dialling codes in the page's language (the world list, its country names). */
  readonly dialOptions: readonly { readonly value: string; readonly label: string }[];
}

/** The world list with the code as value: this form is posted as is, and no code is chosen in advance. */
export const dialOptionsOf = (codes: typeof DIAL_CODES) =>
  codes.map((entry) => ({ value: entry.code, label: dialCodeLabel(entry) }));

type ProblemField = 'date' | 'time' | 'group-size';

/**
 * guidedTour: a classic form post to /submit-guided-tour, which works without JavaScript. The browser
 * checks the required fields, the group and that the museum can receive it on that day at that hour
 * (tour-booking.ts, from the published practical information), and shows the hours confirmed tours
 * already take on the chosen day; the server checks everything again and sends the browser to the
 * request's result page, or answers the form with its values and what to correct.
 */
export function GuidedTourForm({ texts }: { readonly texts: GuidedTourFormTexts }) {
  const rules = useContent('practical');
  const [checks, setChecks] = useState<TourChecks | null>(null);
  const [slot, setSlot] = useState<{ field: ProblemField; message: string } | null>(null);
  const [date, setDate] = useState('');
  const [taken, setTaken] = useState<string | null>(null);
  const { loadChecks } = texts;
  useEffect(() => {
    let current = true;
    void loadChecks().then((loaded) => current && setChecks(loaded));
    return () => {
      current = false;
    };
  }, [loadChecks]);
  useEffect(() => {
    setTaken(null);
    if (!checks || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
    let current = true;
    void checks.takenOn(date).then((text) => current && setTaken(text));
    return () => {
      current = false;
    };
  }, [checks, date]);
  // Offered once in the browser: the pre-rendered page cannot know the day it will be opened on.
  const days = checks?.bookable(rules);
  const label = (name: keyof typeof guidedTourLabels) => ({ name, label: texts.labels[name] });
  const checkSlot = (event: FormEvent<HTMLFormElement>) => {
    if (!checks) return; // not loaded yet: the server checks the same
    const form = event.currentTarget;
    const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
    const groupSize = Number(value('group-size'));
    const proposed = { date: value('date'), time: value('time') };
    const problem = checks.problemOf(
      Number.isInteger(groupSize) && groupSize > 0 ? { ...proposed, groupSize } : proposed,
      rules,
    );
    if (!problem) return setSlot(null);
    event.preventDefault();
    setSlot(problem);
    (form.elements.namedItem(problem.field) as HTMLInputElement | null)?.focus();
  };
  const slotError = (field: ProblemField) => (slot?.field === field ? slot.message : null);
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
        {/* The hours already taken are said right under the day they are about. */}
        <div>
          <TextField
            {...label('date')}
            type="date"
            min={days?.first}
            max={days?.last}
            error={slotError('date')}
            onChange={(event) => {
              setSlot(null);
              setDate(event.currentTarget.value);
            }}
          />
          <TakenHours aria-live="polite">{taken ?? ''}</TakenHours>
        </div>
        <TextField {...label('time')} type="time" error={slotError('time')} onChange={() => setSlot(null)} />
        <TextField
          {...label('group-size')}
          type="number"
          min={GUIDED_TOUR_MIN_GROUP}
          max={rules.tourMaxGroup}
          step={1}
          inputMode="numeric"
          hint={texts.hints['group-size']}
          error={slotError('group-size')}
          onChange={() => setSlot(null)}
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
