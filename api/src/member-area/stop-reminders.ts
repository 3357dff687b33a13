import { memberOfKey, stopReminders } from './reminder-store';
import type { StopLink } from './membership-reminders';
import type { Services } from '../services';

/** The member a link stops the reminders of, their name as it stands; none for a whole address. */
const memberOfLink = (services: Services, { email, member }: StopLink) =>
  member ? memberOfKey(services.db, email, member) : undefined;

/**
 * Records that a member (or, by an earlier link, every member of the address) wants no more renewal
 * reminders, kept with the day they asked: under their name as it stands, corrected since the link
 * was mailed or not.
 */
export const stopMemberReminders = (services: Services, link: StopLink) =>
  stopReminders(
    services.db,
    link.email,
    services.now().toISOString(),
    memberOfLink(services, link)?.key ?? link.member,
  );

/** The name of the member a link stops the reminders of, as it stands; none for a whole address. */
export const memberOfStopLink = (services: Services, link: StopLink) => memberOfLink(services, link)?.name;
