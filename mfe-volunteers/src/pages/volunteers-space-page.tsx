import { Fragment, useEffect, useState } from 'react';
import { useLocation } from '@mtdm/shared/router';
import { ErrorMessage, PageSection } from '@mtdm/shared/ui';
import { sectionsFor, screenAt } from '../app/space-sections';
import { SpaceFrame } from '../app/space-frame';
import { calls, changeSpace, loadVolunteer, SIGN_IN_PATH, type Volunteer } from '../common/space-client';
import { spaceTexts as t } from '../common/space-texts';
import { VolunteerContext } from '../common/volunteer-context';
import { YearAtAGlance } from '../features/dashboard/year-at-a-glance';

const DOCUMENT_TITLE = `${t.title} | Musée des Troupes de Marine`;

/**
 * The volunteers' space, served under /benevoles/ to a signed-in volunteer only: who is signed in,
 * the screens their roles open, each item's screen at its own address.
 */
export default function VolunteersSpacePage() {
  const { pathname } = useLocation();
  const [volunteer, setVolunteer] = useState<Volunteer | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    document.title = DOCUMENT_TITLE;
    loadVolunteer().then(
      (signedIn) => (signedIn ? setVolunteer(signedIn) : window.location.assign(SIGN_IN_PATH)),
      (failure: unknown) => setError(failure instanceof Error ? failure.message : t.loadFailed),
    );
  }, []);

  if (!volunteer)
    return (
      <PageSection>
        <h1>{t.title}</h1>
        {error ? (
          <div role="alert">
            <ErrorMessage>{error}</ErrorMessage>
          </div>
        ) : (
          <p role="status">{t.loading}</p>
        )}
      </PageSection>
    );

  const signOut = () =>
    void changeSpace(calls.signOut, { csrfToken: volunteer.csrfToken }).finally(() =>
      window.location.assign(SIGN_IN_PATH),
    );
  const sections = sectionsFor(volunteer.roles);
  const screen = screenAt(pathname, sections);
  return (
    <VolunteerContext.Provider value={volunteer}>
      <SpaceFrame volunteer={volunteer} sections={sections} onSignOut={signOut}>
        {screen ? (
          screen.id !== null && screen.section.item ? (
            <Fragment key={`${screen.section.path}/${screen.id}`}>{screen.section.item(screen.id)}</Fragment>
          ) : (
            screen.section.list
          )
        ) : (
          <>
            <p>{t.welcome}</p>
            <YearAtAGlance />
          </>
        )}
      </SpaceFrame>
    </VolunteerContext.Provider>
  );
}
