import { paths } from '@mtdm/shared/routing';
import { useElementId } from '@mtdm/shared/ui';
import { AccountCard } from './account-card';
import { memberAccountContent as c } from './member-account-content';

/** In a donor's space (no membership at the address): the way to join, in place of the renewal. */
export function JoinCard() {
  const id = useElementId();
  return (
    <AccountCard aria-labelledby={`${id}-join`}>
      <h2 id={`${id}-join`}>{c.joinTitle}</h2>
      <p>{c.joinText}</p>
      <p>
        <a href={paths.membership}>{c.join}</a>
      </p>
    </AccountCard>
  );
}
