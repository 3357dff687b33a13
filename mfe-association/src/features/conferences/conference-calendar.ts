import type { NewsItem } from '@mtdm/shared/content';
import {
  buildIcs,
  conferenceEvent,
  parseFrenchDate,
  parisIsoDateTime,
  type ConferenceVenue,
} from '@mtdm/shared/news';

/** The .ics file of a conference, or null. */
export function conferenceIcs(item: NewsItem, venue: ConferenceVenue): string | null {
  const event = conferenceEvent(item, venue);
  return event ? buildIcs(event) : null;
}

/** File name of the download: "conference-2026-12-10.ics". */
export function conferenceFileName(item: NewsItem): string {
  const date = parseFrenchDate(item.date);
  return date
    ? `conference-${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}.ics`
    : 'conference.ics';
}

/** schema.org Event data of the upcoming conferences (https://schema.org/Event). */
export function conferencesStructuredData(items: readonly NewsItem[], venue: ConferenceVenue) {
  return items.flatMap((item) => {
    const event = conferenceEvent(item, venue);
    if (!event) return [];
    const endMinutes = event.start.hour * 60 + event.start.minute + event.durationMinutes;
    return [
      {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: item.title,
        description: item.description,
        startDate: parisIsoDateTime(event.date, event.start),
        endDate: parisIsoDateTime(event.date, {
          hour: Math.floor(endMinutes / 60) % 24,
          minute: endMinutes % 60,
        }),
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        isAccessibleForFree: true,
        inLanguage: 'fr',
        location: {
          '@type': 'Place',
          name: venue.name,
          address: {
            '@type': 'PostalAddress',
            streetAddress: venue.street,
            postalCode: venue.postcode,
            addressLocality: venue.city,
            addressCountry: 'FR',
          },
        },
        organizer: { '@type': 'Organization', name: venue.organizer },
      },
    ];
  });
}
