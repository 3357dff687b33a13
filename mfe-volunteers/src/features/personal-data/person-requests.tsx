import { Fragment, useState, type FormEvent } from 'react';
import { Button, ButtonAnchor, ErrorMessage, FormStack, SubmitButton, TextField } from '@mtdm/shared/ui';
import type { PersonErased, PersonFound } from '@mtdm/shared/contracts/signed-in/client';
import { addressOf, calls, changeSpace, readSpace } from '../../common/space-client';
import { Actions, Facts, Panel } from '../../common/space-styles';
import { momentOf } from '../../common/formats';
import { JournalTable } from './journal-table';
import { spaceTexts } from '../../common/space-texts';
import { useVolunteer } from '../../common/volunteer-context';
import { personalDataTexts as t } from './personal-data-texts';

/** A person's request: what the site holds under their address, then its erasure on request. */
export function PersonRequests() {
  const [email, setEmail] = useState('');
  const [found, setFound] = useState<PersonFound | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { csrfToken } = useVolunteer();
  const [erased, setErased] = useState<PersonErased | null>(null);

  const lookUp = async (address: string) => {
    setBusy(true);
    setError(null);
    setErased(null);
    try {
      setFound(await readSpace(calls.person, { query: { email: address } }));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : spaceTexts.loadFailed);
    } finally {
      setBusy(false);
    }
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    void lookUp(email.trim());
  };
  /** Another address searched in turn from a result: the member's address now, or another way of writing it. */
  const searchInTurn = (address: string) => {
    setEmail(address);
    void lookUp(address);
  };
  const erase = async () => {
    if (!found) return;
    const earlier = found.earlierAddresses.length;
    if (!window.confirm(earlier > 0 ? t.eraseConfirmWithEarlier(earlier) : t.eraseConfirm)) return;
    setBusy(true);
    setError(null);
    try {
      setErased(await changeSpace(calls.erasePerson, { csrfToken, body: { email: found.email } }));
      setFound(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : spaceTexts.changeFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h2>{t.personTitle}</h2>
      <p>{t.personIntro}</p>
      <FormStack onSubmit={search} noValidate message={error}>
        <TextField
          label={t.email}
          type="email"
          autoComplete="off"
          value={email}
          invalid={Boolean(error)}
          onChange={(event) => setEmail(event.target.value)}
        />
        {error ? (
          <div role="alert">
            <ErrorMessage>{error}</ErrorMessage>
          </div>
        ) : null}
        <SubmitButton busy={busy}>{t.search}</SubmitButton>
      </FormStack>
      <div role="status">
        {erased ? (
          <Panel>
            <h3>{t.erasedTitle}</h3>
            <p>{t.erasedCount(Object.values(erased.erased).reduce((sum, count) => sum + count, 0))}</p>
            <h4>{t.keptTitle}</h4>
            <KeptList kept={erased.kept} />
          </Panel>
        ) : null}
      </div>
      {found ? (
        <Panel>
          <h3>{t.foundTitle(found.email)}</h3>
          <EarlierAddresses addresses={found.earlierAddresses} />
          {found.members > 1 ? (
            <>
              <h4>{t.sharedTitle}</h4>
              <p>{t.sharedIntro(found.members)}</p>
            </>
          ) : null}
          {found.laterAddress ? (
            <>
              <h4>{t.laterTitle}</h4>
              <p>{t.laterIntro(found.laterAddress.email, momentOf(found.laterAddress.since))}</p>
              <Actions>
                <Button onClick={() => searchInTurn(found.laterAddress!.email)} disabled={busy}>
                  {t.searchAddress(found.laterAddress.email)}
                </Button>
              </Actions>
            </>
          ) : null}
          <SameMailbox addresses={found.sameMailbox} busy={busy} onSearch={searchInTurn} />
          <Facts>
            {(Object.keys(t.counts) as (keyof typeof t.counts)[]).map((key) => (
              <Fragment key={key}>
                <dt>{t.counts[key]}</dt>
                <dd>{found.records[key]}</dd>
              </Fragment>
            ))}
          </Facts>
          <Actions>
            <ButtonAnchor
              $variant="secondary"
              href={addressOf(calls.personCopy, { query: { email: found.email } })}
              download
            >
              {t.copy}
            </ButtonAnchor>
          </Actions>
          <p>{t.copyHint}</p>
          <PersonViews views={found.views} />
          <h4>{t.keptTitle}</h4>
          <KeptList kept={found.kept} />
          <Button onClick={() => void erase()} disabled={busy}>
            {t.erase}
          </Button>
        </Panel>
      ) : null}
    </>
  );
}

/** The addresses the member had before, each with the moment it stopped being theirs. */
function EarlierAddresses({ addresses }: { addresses: PersonFound['earlierAddresses'] }) {
  if (addresses.length === 0) return null;
  return (
    <>
      <h4>{t.earlierTitle}</h4>
      <p>{t.earlierIntro}</p>
      <ul>
        {addresses.map((address) => (
          <li key={address.email}>{t.earlierUntil(address.email, momentOf(address.until))}</li>
        ))}
      </ul>
    </>
  );
}

/** Other addresses with data that reach the same mailbox, each searched in turn by its button. */
function SameMailbox({
  addresses,
  busy,
  onSearch,
}: {
  addresses: readonly string[];
  busy: boolean;
  onSearch: (address: string) => void;
}) {
  if (addresses.length === 0) return null;
  return (
    <>
      <h4>{t.sameMailboxTitle}</h4>
      <p>{t.sameMailboxIntro}</p>
      <Actions>
        {addresses.map((address) => (
          <Button key={address} onClick={() => onSearch(address)} disabled={busy}>
            {t.searchAddress(address)}
          </Button>
        ))}
      </Actions>
    </>
  );
}

/** Who viewed the person's records, and when, as the journal says: what a person may ask to know. */
function PersonViews({ views }: { views: PersonFound['views'] }) {
  return (
    <>
      <h4>{t.personViewsTitle}</h4>
      <p>{t.personViewsIntro}</p>
      <JournalTable caption={t.personViewsTitle} views={views} />
    </>
  );
}

function KeptList({ kept }: { kept: readonly string[] }) {
  if (kept.length === 0) return <p>{t.nothingKept}</p>;
  return (
    <ul>
      {kept.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
