import { stopReminders } from './reminder-store';
import type { Services } from '../services';

/** Records that a member wants no more renewal reminders (kept with the day they asked). */
export const stopMemberReminders = (services: Services, email: string) =>
  stopReminders(services.db, email, services.now().toISOString());
