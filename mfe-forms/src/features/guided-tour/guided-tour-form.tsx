import { calls } from '@mtdm/shared/contracts';
import { DIAL_CODES, dialCodeLabel } from '@mtdm/shared/data';
import {
  FieldGrid,
  FormStack,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  VisuallyHidden,
} from '@mtdm/shared/ui';
import { GUIDED_TOUR_MIN_GROUP } from '@mtdm/shared/validation';
import { RequiredNote } from '../../common/form-layout';
import { guidedTourContent, guidedTourHints, guidedTourLabels } from './guided-tour-content';

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
}

const frenchTexts: GuidedTourFormTexts = {
  labels: guidedTourLabels,
  hints: guidedTourHints,
  requiredNote: guidedTourContent.requiredNote,
  submit: guidedTourContent.submit,
  dialPlaceholder: 'Choisissez un indicatif',
};

/** The world list with the code as value: this form is posted as is, and no code is chosen in advance. */
const dialOptions = DIAL_CODES.map((entry) => ({
  value: entry.code,
  label: dialCodeLabel(entry),
}));

/**
 * guidedTour: a classic form post to /submit-guided-tour, which works without JavaScript. The browser
 * checks the required fields and the minimum group; the server checks them again and answers with
 * a French page (confirmation, or the form with its values and what to correct).
 */
export function GuidedTourForm({ texts = frenchTexts }: { readonly texts?: GuidedTourFormTexts }) {
  const label = (name: keyof typeof guidedTourLabels) => ({ name, label: texts.labels[name] });
  return (
    <FormStack method="post" action={calls.guidedTour.path}>
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
          options={dialOptions}
          defaultValue=""
        />
        <TextField {...label('phone')} type="text" inputMode="tel" autoComplete="tel-national" />
      </FieldGrid>
      <FieldGrid>
        <TextField {...label('date')} type="date" />
        <TextField {...label('time')} type="time" />
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
