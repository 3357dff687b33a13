import { momentOf } from '../../common/formats';
import { Loaded } from '../../common/loaded';
import { HiddenCaption, TableFrame } from '../../common/space-styles';
import { spaceTexts } from '../../common/space-texts';
import { useSpaceData } from '../../common/use-space-data';
import { personalDataTexts as t } from './personal-data-texts';

interface View {
  readonly volunteer: string;
  readonly action: string;
  readonly subject: string;
  readonly viewedAt: string;
}

/** Who viewed whose details, and when, the latest first. */
export function ViewsJournal() {
  const state = useSpaceData<{ views: View[] }>('/api/benevoles/journal');
  return (
    <>
      <h2>{t.journalTitle}</h2>
      <p>{t.journalIntro}</p>
      <Loaded state={state}>
        {({ views }) =>
          views.length === 0 ? (
            <p>{spaceTexts.empty}</p>
          ) : (
            <TableFrame>
              <table>
                <HiddenCaption>{t.journalTitle}</HiddenCaption>
                <thead>
                  <tr>
                    <th scope="col">{t.journalColumns.when}</th>
                    <th scope="col">{t.journalColumns.who}</th>
                    <th scope="col">{t.journalColumns.what}</th>
                    <th scope="col">{t.journalColumns.subject}</th>
                  </tr>
                </thead>
                <tbody>
                  {views.map((view, index) => (
                    <tr key={index}>
                      <td>{momentOf(view.viewedAt)}</td>
                      <td>{view.volunteer}</td>
                      <td>{view.action}</td>
                      <td>{view.subject}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableFrame>
          )
        }
      </Loaded>
    </>
  );
}
