import type { PersonFound } from '@mtdm/shared/contracts/signed-in/client';
import { momentOf } from '../../common/formats';
import { SpaceTable } from '../../common/space-table';
import { personalDataTexts as t } from './personal-data-texts';

/** Lines of the journal of views: when, who, what was done, and the record or list it names. */
export function JournalTable({ caption, views }: { caption: string; views: PersonFound['views'] }) {
  return (
    <SpaceTable
      caption={caption}
      items={views}
      keyOf={(_view, index) => index}
      columns={[
        { label: t.journalColumns.when, cell: (view) => momentOf(view.viewedAt) },
        { label: t.journalColumns.who, cell: (view) => view.volunteer },
        { label: t.journalColumns.what, cell: (view) => view.action },
        { label: t.journalColumns.subject, cell: (view) => view.subject },
      ]}
    />
  );
}
