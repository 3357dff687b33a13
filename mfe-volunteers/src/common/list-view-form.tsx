import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Link, useNavigate, useSearchParams } from '@mtdm/shared/router';
import type { CallArguments, SignedInCall } from '@mtdm/shared/contracts/signed-in/client';
import { Button, ButtonAnchor, SelectField, TextField } from '@mtdm/shared/ui';
import { listViewTexts as t } from './list-view-texts';
import { addressOf, LIST_SORTS, type ListName } from './space-client';
import { Actions } from './space-styles';
import { useListView } from './use-list-view';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  align-items: end;
`;

/** The call that exports a list, and the arguments the list was read with (its view, its page). */
interface ListExport {
  readonly call: SignedInCall;
  readonly args: { readonly params?: object; readonly query: Readonly<Record<string, string | undefined>> };
}

interface ListViewFormProps {
  readonly list: ListName;
  /** How the view shown is exported, or none when the list has no export. */
  readonly exported?: ListExport;
}

/** The export of the view shown in a format: the same parameters, every page. */
const exportAddress = ({ call, args }: ListExport, format: 'csv' | 'xlsx') =>
  addressOf(call, {
    ...args,
    query: { ...args.query, page: undefined, format },
  } as CallArguments<SignedInCall>);

/**
 * The search of a list: words, first and last day, order; sent, it becomes the address (a shared link
 * opens the same view). The exports download that same view, whole. Another address (a tab, a page,
 * the back button) fills the fields again from it.
 */
export function ListViewForm(props: ListViewFormProps) {
  const [search] = useSearchParams();
  return <ViewFields key={search.toString()} {...props} />;
}

function ViewFields({ list, exported }: ListViewFormProps) {
  const navigate = useNavigate();
  const { view, addressWith } = useListView();
  const { keys, opensIn } = LIST_SORTS[list];
  const [fields, setFields] = useState({
    q: view.q ?? '',
    du: view.du ?? '',
    au: view.au ?? '',
    tri: view.tri ?? opensIn,
  });
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));
  const show = (event: FormEvent) => {
    event.preventDefault();
    navigate(addressWith({ ...fields, tri: fields.tri === opensIn ? '' : fields.tri }));
  };
  const sorts = keys.flatMap((key) => [
    { value: key, label: t.sortOption(key, false) },
    { value: `-${key}`, label: t.sortOption(key, true) },
  ]);
  return (
    <>
      <form role="search" aria-label={t.formLabel} onSubmit={show}>
        <Fields>
          <TextField
            label={t.search}
            hint={t.searchedBy(list)}
            type="text"
            inputMode="search"
            required={false}
            maxLength={100}
            value={fields.q}
            onChange={set('q')}
          />
          <TextField label={t.from} type="date" required={false} value={fields.du} onChange={set('du')} />
          <TextField label={t.to} type="date" required={false} value={fields.au} onChange={set('au')} />
          <SelectField label={t.sort} options={sorts} value={fields.tri} onChange={set('tri')} />
        </Fields>
        <Actions>
          <Button type="submit">{t.show}</Button>
          <Link to={addressWith({ q: '', du: '', au: '', tri: '' })}>{t.clear}</Link>
        </Actions>
      </form>
      {exported && (
        <Actions>
          <ButtonAnchor $variant="secondary" href={exportAddress(exported, 'csv')} download>
            {t.exportCsv}
          </ButtonAnchor>
          <ButtonAnchor $variant="secondary" href={exportAddress(exported, 'xlsx')} download>
            {t.exportXlsx}
          </ButtonAnchor>
        </Actions>
      )}
    </>
  );
}
