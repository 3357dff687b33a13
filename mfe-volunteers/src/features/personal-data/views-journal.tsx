import { Loaded } from '../../common/loaded';
import { JournalTable } from './journal-table';
import { calls } from '../../common/space-client';
import { ListPages } from '../../common/list-pages';
import { ListViewForm } from '../../common/list-view-form';
import { useListView } from '../../common/use-list-view';
import { useSpaceData } from '../../common/use-space-data';
import { personalDataTexts as t } from './personal-data-texts';

/** Who viewed whose details, and when, the latest first. */
export function ViewsJournal() {
  const { view } = useListView();
  const state = useSpaceData(calls.views, { query: view });
  return (
    <>
      <h2>{t.journalTitle}</h2>
      <p>{t.journalIntro}</p>
      <Loaded state={state}>
        {({ views, ...page }) => (
          <>
            <ListViewForm list="views" exported={{ call: calls.viewsExport, args: { query: view } }} />
            <ListPages {...page} />
            <JournalTable caption={t.journalTitle} views={views} />
          </>
        )}
      </Loaded>
    </>
  );
}
