// The form's checks in each of its languages: one chunk loaded once the form is on screen (one
// chunk, so the remote's entry names one more file, not two).
import { englishTourMessage, frenchHour, tourMessage } from '@mtdm/shared/content';
import { englishHour } from '@mtdm/shared/site';
import { tourChecksIn } from './tour-checks';

export const frenchChecks = tourChecksIn(tourMessage, (taken) =>
  taken.length === 0
    ? 'Aucune visite n’est encore confirmée ce jour-là.'
    : `Déjà réservé ce jour-là : ${taken.map(({ from, to }) => `de ${frenchHour(from)} à ${frenchHour(to)}`).join(', ')}.`,
);

export const englishChecks = tourChecksIn(englishTourMessage, (taken) =>
  taken.length === 0
    ? 'No tour is confirmed on that day yet.'
    : `Already booked that day: ${taken.map(({ from, to }) => `${englishHour(from)} to ${englishHour(to)}`).join(', ')}.`,
);
