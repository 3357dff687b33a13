import { type FormEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { ENGLISH_SEARCH_PATH, SEARCH_PATH, SEARCH_QUERY_PARAMETER } from '@mtdm/shared/routing';
import type { SearchLanguage } from '@mtdm/shared/search';
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

/** Where each search answers and what its button says. */
const FORM_TEXTS = {
  fr: { action: SEARCH_PATH, label: 'Rechercher sur le site', button: 'Rechercher' },
  en: { action: ENGLISH_SEARCH_PATH, label: 'Search the visit in English', button: 'Search' },
} satisfies Record<SearchLanguage, unknown>;

interface SearchFormProps {
  /** The search the form goes to: the French site's (by default) or the English pages'. */
  readonly language?: SearchLanguage;
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
  language = 'fr',
  defaultValue,
  onSearch,
  label = FORM_TEXTS[language].label,
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
    <Form role="search" action={FORM_TEXTS[language].action} method="get" onSubmit={submit}>
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
        <Button type="submit">{FORM_TEXTS[language].button}</Button>
      </Row>
      {children}
    </Form>
  );
}

/** The search page's address for `query`, in `language`. */
export const searchPageUrl = (query: string, language: SearchLanguage = 'fr') =>
  `${FORM_TEXTS[language].action}?${new URLSearchParams({ [SEARCH_QUERY_PARAMETER]: query }).toString()}`;
