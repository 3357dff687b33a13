import { type FormEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { SEARCH_PATH, SEARCH_QUERY_PARAMETER } from '@mtdm/shared/routing';
import { Button, Input, Label, useElementId } from '@mtdm/shared/ui';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 40rem;
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};

  input {
    flex: 1;
  }
`;

interface SearchFormProps {
  readonly defaultValue: string;
  /** Searches in the page (the browser); without it, the form goes to the search page (no JavaScript). */
  readonly onSearch?: (query: string) => void;
  readonly label?: string;
  readonly inputRef?: Ref<HTMLInputElement>;
  /** The combobox attributes of the header's search. */
  readonly inputProps?: InputHTMLAttributes<HTMLInputElement>;
  /** Under the field: the suggestions of the header's search. */
  readonly children?: ReactNode;
}

/** A labelled search field and its button, sent to the search page (/pages/Recherche?q=…). */
export function SearchForm({
  defaultValue,
  onSearch,
  label = 'Rechercher sur le site',
  inputRef,
  inputProps,
  children,
}: SearchFormProps) {
  const inputId = useElementId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onSearch) return;
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get(SEARCH_QUERY_PARAMETER) ?? '').trim());
  };
  return (
    <Form role="search" action={SEARCH_PATH} method="get" onSubmit={submit}>
      <Label htmlFor={inputId}>{label}</Label>
      <Row>
        <Input
          {...inputProps}
          ref={inputRef}
          id={inputId}
          name={SEARCH_QUERY_PARAMETER}
          type="search"
          defaultValue={defaultValue}
          autoComplete="off"
          spellCheck={false}
        />
        <Button type="submit">Rechercher</Button>
      </Row>
      {children}
    </Form>
  );
}

/** The search page's address for `query`. */
export const searchPageUrl = (query: string) =>
  `${SEARCH_PATH}?${new URLSearchParams({ [SEARCH_QUERY_PARAMETER]: query }).toString()}`;
