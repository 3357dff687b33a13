import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../../theme';
import { CheckboxField, RadioGroup, TextAreaField, TextField } from '..';

// What the form's state holds, written where the test can read it.
function VisitForm() {
  return (
    <ThemeProvider theme={theme}>
      <VisitFields />
    </ThemeProvider>
  );
}

function VisitFields() {
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [newsletter, setNewsletter] = useState(false);
  const [day, setDay] = useState('samedi');
  return (
    <form>
      <TextField label="Nom" value={name} onChange={(event) => setName(event.target.value)} />
      <TextAreaField label="Message" value={message} onChange={(event) => setMessage(event.target.value)} />
      <CheckboxField
        label="Recevoir la lettre"
        checked={newsletter}
        onChange={(event) => setNewsletter(event.target.checked)}
      />
      <RadioGroup
        legend="Jour"
        name="jour"
        value={day}
        onChange={setDay}
        options={[
          { value: 'samedi', label: 'Samedi' },
          { value: 'dimanche', label: 'Dimanche' },
        ]}
      />
      <output>{JSON.stringify({ name, message, newsletter, day })}</output>
    </form>
  );
}

function setNatively(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set?.call(element, value);
}

describe('fields typed into before hydration', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
  });

  function serverRendered() {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<VisitForm />);
    document.body.append(container);
    return container;
  }

  const state = (container: HTMLElement) =>
    JSON.parse(container.querySelector('output')?.textContent ?? '{}');

  // jsdom lets a default value overwrite what was typed (no "dirty" flag as in browsers): the text
  // input is checked here; checkboxes, radios and text areas in Chromium (e2e/tests/early-input.spec.ts).
  it('keep what the visitor typed, and the form state knows it', async () => {
    const container = serverRendered();
    // The visitor types into the pre-rendered HTML, before any script has run.
    setNatively(container.querySelector('input[type="text"]') as HTMLInputElement, 'Marie Curie');

    await act(async () => {
      root = hydrateRoot(container, <VisitForm />);
    });

    expect(state(container)).toMatchObject({ name: 'Marie Curie', message: '' });
    expect((container.querySelector('input[type="text"]') as HTMLInputElement).value).toBe('Marie Curie');
  });

  it('leave untouched fields as they were rendered', async () => {
    const container = serverRendered();
    await act(async () => {
      root = hydrateRoot(container, <VisitForm />);
    });
    expect(state(container)).toEqual({ name: '', message: '', newsletter: false, day: 'samedi' });
  });
});
