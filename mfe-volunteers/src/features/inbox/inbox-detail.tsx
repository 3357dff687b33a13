import { CHETOM_VISITOR_KINDS, labelOf } from '@mtdm/shared/contracts';
import { Link } from '@mtdm/shared/router';
import { Button } from '@mtdm/shared/ui';
import { ChangeOutcomeMessage } from '../../common/change-outcome';
import { momentOf, phoneOf } from '../../common/formats';
import { Loaded } from '../../common/loaded';
import { Facts, LongText, Panel } from '../../common/space-styles';
import { spaceTexts } from '../../common/space-texts';
import { useChange } from '../../common/use-change';
import { useSpaceData } from '../../common/use-space-data';
import type { ApplicationDetails, MessageDetails } from '@mtdm/shared/contracts';
import { inboxTexts as t } from './inbox-texts';

type Item = { readonly message: MessageDetails } | { readonly application: ApplicationDetails };

interface InboxDetailProps {
  readonly id: string;
  /** The list this item belongs to (the link back). */
  readonly listPath: string;
  /** The item's api address, from its id: /api/benevoles/message/7. */
  readonly apiOf: (id: string) => string;
  /** Where "handled" is posted, from its id. */
  readonly handledOf: (id: string) => string;
}

/** A message or an application (its view recorded), its files to download, marked handled once. */
export function InboxDetail({ id, listPath, apiOf, handledOf }: InboxDetailProps) {
  const api = apiOf(encodeURIComponent(id));
  const state = useSpaceData<Item>(api);
  const change = useChange(state.reload);
  return (
    <>
      <p>
        <Link to={listPath}>{spaceTexts.back}</Link>
      </p>
      <Loaded state={state}>
        {(answer) => {
          const item = 'message' in answer ? answer.message : answer.application;
          return (
            <>
              <h2>
                {'message' in answer ? t.messageTitle(item.reference) : t.applicationTitle(item.reference)}
              </h2>
              <ChangeOutcomeMessage outcome={change.outcome} />
              <Facts>
                <dt>{t.facts.from}</dt>
                <dd>{`${item.firstName} ${item.lastName}`}</dd>
                <dt>{t.facts.email}</dt>
                <dd>{item.email}</dd>
                {item.phone ? (
                  <>
                    <dt>{t.facts.phone}</dt>
                    <dd>{phoneOf(item.phone)}</dd>
                  </>
                ) : null}
                {'message' in answer && answer.message.visitorKind ? (
                  <>
                    <dt>{t.facts.visitorKind}</dt>
                    <dd>
                      {answer.message.destination === 'chetom'
                        ? labelOf(CHETOM_VISITOR_KINDS, answer.message.visitorKind)
                        : answer.message.visitorKind}
                    </dd>
                  </>
                ) : null}
                <dt>{t.facts.received}</dt>
                <dd>{momentOf(item.receivedAt)}</dd>
                {item.handledAt ? (
                  <>
                    <dt>{t.facts.handled}</dt>
                    <dd>{momentOf(item.handledAt)}</dd>
                  </>
                ) : null}
              </Facts>
              <Panel>
                <h3>{'message' in answer ? t.messageHeading : t.coverLetterHeading}</h3>
                <LongText>
                  {'message' in answer ? answer.message.message : answer.application.coverLetter}
                </LongText>
              </Panel>
              {'application' in answer && answer.application.files.length > 0 ? (
                <Panel>
                  <h3>{t.filesHeading}</h3>
                  <p>{t.filesHint}</p>
                  <ul>
                    {answer.application.files.map((file) => (
                      <li key={file.id}>
                        <a href={`${api}/fichiers/${file.id}`} download>
                          {t.fileLink(file.name, Math.max(1, Math.round(file.bytes / 1024)))}
                        </a>
                      </li>
                    ))}
                  </ul>
                </Panel>
              ) : null}
              {item.handledAt ? null : (
                <Button
                  onClick={() => void change.send(handledOf(encodeURIComponent(id)))}
                  disabled={change.busy}
                >
                  {t.markHandled}
                </Button>
              )}
            </>
          );
        }}
      </Loaded>
    </>
  );
}
