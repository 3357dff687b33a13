import { memberNamed, stopReminders } from './reminder-store';
import type { StopLink } from './membership-reminders';
import type { Services } from '../services';

/**
 * Records that a member (or, by an earlier link, every member of the address) wants no more renewal
 * reminders, kept with the day they asked.
 */
export const stopMemberReminders = (services: Services, { email, member }: StopLink) =>
  stopReminders(services.db, email, services.now().toISOString(), member);

/** The name of the member a link stops the reminders of, as they last paid; none for a whole address. */
export const memberOfStopLink = (services: Services, { email, member }: StopLink) =>
  member ? memberNamed(services.db, email, member) : undefined;
