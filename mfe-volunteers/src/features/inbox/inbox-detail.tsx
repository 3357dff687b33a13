import { CHETOM_VISITOR_KINDS, labelOf } from '@mtdm/shared/contracts';
import { Link } from '@mtdm/shared/router';
import { Button, ButtonAnchor } from '@mtdm/shared/ui';
import { ChangeOutcomeMessage } from '../../common/change-outcome';
import { momentOf, phoneOf } from '../../common/formats';
import { Loaded } from '../../common/loaded';
import { Actions, Facts, LongText, Panel } from '../../common/space-styles';
import { spaceTexts } from '../../common/space-texts';
import { useChange } from '../../common/use-change';
import { useSpaceData } from '../../common/use-space-data';
import { addressOf, calls } from '../../common/space-client';
import { inboxTexts as t } from './inbox-texts';

interface InboxDetailProps {
  readonly id: string;
  /** The list this item belongs to (the link back). */
  readonly listPath: string;
  /** A contact message, or a job application (with its files). */
  readonly kind: 'message' | 'application';
}

/** Each kind's calls: read it, mark it handled. */
const itemCalls = {
  message: { read: calls.message, handled: calls.handleMessage },
  application: { read: calls.application, handled: calls.handleApplication },
} as const;

/**
 * The reply in the volunteer's own mail client: to the sender, the subject naming the reference, the
 * greeting written; the answer is theirs to write, and the item is then marked handled here.
 */
const replyLink = (
  kind: InboxDetailProps['kind'],
  item: {
    readonly email: string;
    readonly reference: string;
    readonly firstName: string;
    readonly lastName: string;
  },
) =>
  `mailto:${encodeURIComponent(item.email)}?subject=${encodeURIComponent(t.replySubject[kind](item.reference))}` +
  `&body=${encodeURIComponent(`${t.replyGreeting(item.firstName, item.lastName)}\n\n`)}`;

/** A message or an application (its view recorded), its files to download, marked handled once. */
export function InboxDetail({ id, listPath, kind }: InboxDetailProps) {
  const state = useSpaceData(itemCalls[kind].read, { params: { id } });
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
                {item.handledBy ? (
                  <>
                    <dt>{t.facts.handledBy}</dt>
                    <dd>{item.handledBy}</dd>
                  </>
                ) : null}
              </Facts>
              <Actions>
                <ButtonAnchor $variant="secondary" href={replyLink(kind, item)}>
                  {t.reply(item.email)}
                </ButtonAnchor>
              </Actions>
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
                        <a
                          href={addressOf(calls.applicationFile, { params: { id, file: String(file.id) } })}
                          download
                        >
                          {t.fileLink(file.name, Math.max(1, Math.round(file.bytes / 1024)))}
                        </a>
                      </li>
                    ))}
                  </ul>
                </Panel>
              ) : null}
              {item.handledAt ? null : (
                <Button
                  onClick={() => void change.send(itemCalls[kind].handled, { params: { id } })}
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
