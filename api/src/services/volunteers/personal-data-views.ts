// Every view of a person's details by a volunteer is recorded: who, when, what.
import { insertPersonalDataView, latestPersonalDataViews } from '../../stores/sign-in-store';
import type { Services } from '../context';
import type { Volunteer } from './volunteer-directory';

export function recordView(services: Services, volunteer: Volunteer, action: string, subject: string) {
  insertPersonalDataView(services.db, {
    volunteer: volunteer.email,
    action,
    subject,
    viewedAt: new Date().toISOString(),
  });
}

export const latestViews = (services: Services, limit = 200) => latestPersonalDataViews(services.db, limit);
