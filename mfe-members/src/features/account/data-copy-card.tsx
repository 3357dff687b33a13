import { addressOf } from '@mtdm/shared/contracts/signed-in/client';
import { ButtonAnchor, useElementId } from '@mtdm/shared/ui';
import { calls } from '../../common/member-client';
import { AccountCard } from './account-card';
import { memberAccountContent as c } from './member-account-content';

/** A copy of everything the site holds under the member's address, for them to keep. */
export function DataCopyCard() {
  const id = useElementId();
  return (
    <AccountCard aria-labelledby={`${id}-copy`}>
      <h2 id={`${id}-copy`}>{c.copyTitle}</h2>
      <p>{c.copyText}</p>
      <p>
        <ButtonAnchor $variant="secondary" href={addressOf(calls.copy)} download>
          {c.copy}
        </ButtonAnchor>
      </p>
    </AccountCard>
  );
}
