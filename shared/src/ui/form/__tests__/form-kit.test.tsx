import { useRef, useState, type FormEvent } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing';
import { useElementId } from '../../element-id/use-element-id';
import {
  CheckboxField,
  ErrorSummary,
  FileField,
  focusFirstInvalid,
  FormStatus,
  RadioGroup,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '..';

function DemoForm({ busy = false }: { busy?: boolean }) {
  const errorId = `${useElementId()}-erreur`;
  const formRef = useRef<HTMLFormElement>(null);
  const [name, setName] = useState('');
  const [kind, setKind] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(name ? null : 'Veuillez remplir tous les champs obligatoires');
    queueMicrotask(() => focusFirstInvalid(formRef.current));
  };
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit}>
      <TextField label="Prénom" hint="Tel qu’il figure sur vos papiers" value="Marie" onChange={() => {}} />
      <TextField
        label="Nom"
        name="nom"
        value={name}
        invalid={error !== null && !name}
        errorId={errorId}
        onChange={(event) => setName(event.target.value)}
      />
      <TextAreaField label="Demandes particulières" optional value="" onChange={() => {}} />
      <SelectField
        label="Vous êtes"
        placeholder="Choisissez…"
        options={[
          { value: 'A', label: 'Chercheur-Etudiant' },
          { value: 'B', label: 'Enseignant' },
        ]}
        value={kind}
        onChange={(event) => setKind(event.target.value)}
      />
      <RadioGroup
        legend="Type d’adhésion"
        name="type"
        options={[
          { value: 'individual', label: 'Individuel' },
          { value: 'family', label: 'Association' },
        ]}
        value="individual"
        onChange={() => {}}
      />
      <CheckboxField label="Je valide le formulaire." checked={false} onChange={() => {}} />
      <FileField
        label="CV"
        accept=".pdf"
        formats="PDF"
        maxSize="5 Mo"
        error="Le fichier « CV » dépasse la taille maximale de 5 Mo."
        onFileChange={() => {}}
      />
      <ErrorSummary id={errorId} message={error} />
      <FormStatus message={busy ? 'Envoi en cours...' : null} />
      <SubmitButton busy={busy} busyLabel="Envoi en cours...">
        Envoyer
      </SubmitButton>
    </form>
  );
}

describe('form kit', () => {
  it('ties every label to its control and every hint to its field', () => {
    renderWithProviders(<DemoForm />);
    expect(screen.getByLabelText('Prénom')).toHaveAccessibleDescription('Tel qu’il figure sur vos papiers');
    expect(screen.getByLabelText('Prénom')).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Demandes particulières (facultatif)' })).not.toBeRequired();
    expect(screen.getByRole('combobox', { name: 'Vous êtes' })).toHaveValue('');
    expect(screen.getByRole('group', { name: 'Type d’adhésion' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Individuel' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Je valide le formulaire.' })).not.toBeChecked();
  });

  it('states the accepted formats and size of a file input and ties its own error to it', () => {
    renderWithProviders(<DemoForm />);
    const file = screen.getByLabelText('CV');
    expect(file).toHaveAttribute('accept', '.pdf');
    expect(file).toHaveAttribute('aria-invalid', 'true');
    expect(file).toHaveAccessibleDescription(
      'Formats acceptés : PDF — 5 Mo au maximum. Le fichier « CV » dépasse la taille maximale de 5 Mo.',
    );
  });

  it('announces the form error, ties it to the invalid field and moves the focus there', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DemoForm />);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez remplir tous les champs obligatoires');
    const name = screen.getByLabelText('Nom');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Veuillez remplir tous les champs obligatoires');
    expect(name).toHaveFocus();
  });

  it('shows the busy state on the submit button', () => {
    renderWithProviders(<DemoForm busy />);
    const button = screen.getByRole('button', { name: 'Envoi en cours...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Envoi en cours...');
  });

  it('marks a list required only when it starts with an empty invitation', () => {
    const options = [
      { value: 'France', label: 'France (+33)' },
      { value: 'Belgique', label: 'Belgique (+32)' },
    ];
    renderWithProviders(
      <>
        <SelectField label="Indicatif" options={options} defaultValue="France" />
        <SelectField label="Vous êtes" placeholder="Choisissez…" options={options} defaultValue="" />
      </>,
    );
    expect(screen.getByLabelText('Indicatif')).not.toBeRequired();
    expect(screen.getByLabelText('Vous êtes')).toBeRequired();
  });
});
