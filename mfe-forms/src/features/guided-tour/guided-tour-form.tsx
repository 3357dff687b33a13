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

/** The world list with the code as value: this form is posted as is, and no code is chosen in advance. */
const dialOptions = DIAL_CODES.map((entry) => ({
  value: entry.code,
  label: dialCodeLabel(entry),
}));

const label = (name: keyof typeof guidedTourLabels) => ({ name, label: guidedTourLabels[name] });

/**
 * guidedTour: a classic form post to /submit-guided-tour, which works without JavaScript. The browser
 * checks the required fields and the minimum group; the server checks them again and answers with
 * a French page (confirmation, or the form with its values and what to correct).
 */
export function GuidedTourForm() {
  return (
    <FormStack method="post" action={calls.guidedTour.path}>
      <RequiredNote>{guidedTourContent.requiredNote}</RequiredNote>
      <FieldGrid>
        <TextField {...label('first-name')} autoComplete="given-name" />
        <TextField {...label('last-name')} autoComplete="family-name" />
      </FieldGrid>
      <TextField {...label('email')} type="email" autoComplete="email" />
      <FieldGrid>
        <SelectField
          {...label('phone-prefix')}
          placeholder="Choisissez un indicatif"
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
          hint={guidedTourHints['group-size']}
        />
      </FieldGrid>
      <TextAreaField
        {...label('special-requests')}
        optional
        rows={4}
        hint={guidedTourHints['special-requests']}
      />
      {/* Left empty by people; robots that fill it are ignored by the server. */}
      <VisuallyHidden aria-hidden="true">
        <label>
          Ne pas remplir
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </VisuallyHidden>
      <SubmitButton>{guidedTourContent.submit}</SubmitButton>
    </FormStack>
  );
}
