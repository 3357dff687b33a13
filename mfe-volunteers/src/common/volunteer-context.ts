import { createContext, useContext } from 'react';
import type { Volunteer } from './space-client';

/** The signed-in volunteer, given by the space's page to every screen. */
export const VolunteerContext = createContext<Volunteer | null>(null);

export function useVolunteer(): Volunteer {
  const volunteer = useContext(VolunteerContext);
  if (!volunteer) throw new Error('useVolunteer hors de l’espace des bénévoles');
  return volunteer;
}
