import type { FastifyPluginAsync } from 'fastify';
import { parisToday } from '@mtdm/shared/content';
import { AGENDA_FEED_PATH, agendaItems, conferenceVenue, type AgendaItem } from '@mtdm/shared/news';
import { buildCalendarFeed } from '@mtdm/shared/news/calendar-feed';
import { publishedContent } from '../content/published-content';
import { siteOrigin } from '../mail/site-origin';
import type { RouteOptions } from '../http/route-options';

/** How long a calendar may keep the feed before asking again. */
const FEED_MAX_AGE_SECONDS = 60 * 60;

/** An event's length when it has an hour: a conference's, for every timed event of the agenda. */
const EVENT_MINUTES = 90;

/**
 * The agenda as a calendar to subscribe to: made from the published content at each request, so it
 * says what the site says now (a content release changes it at once).
 */
export const agendaFeedRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  app.get(AGENDA_FEED_PATH, async (_request, reply) => {
    const { content, details } = publishedContent(services.config);
    const [year, month, day] = parisToday(services.now()).split('-').map(Number) as [number, number, number];
    const items = agendaItems(content, details, { year, month, day });
    const origin = siteOrigin(services);
    const venue = conferenceVenue(details);
    // At the museum (the auditorium, a room, its galleries): with its address; elsewhere, as said.
    const location = (item: AgendaItem) =>
      item.place === null ? '' : `${item.place}, ${venue.street}, ${venue.postcode} ${venue.city}`;
    const timed = items.flatMap((item) => {
      const [hour, minute] = (item.time ?? '').split(':').map(Number);
      if (item.time === null || hour === undefined || minute === undefined) return [];
      return [
        {
          uid: `${item.id}@aamtdm`,
          title: item.title,
          description: item.description,
          location: location(item),
          date: item.from,
          start: { hour, minute },
          durationMinutes: EVENT_MINUTES,
          url: `${origin}${item.link}`,
        },
      ];
    });
    const allDay = items
      .filter((item) => item.time === null)
      .map((item) => ({
        uid: `${item.id}@aamtdm`,
        title: item.title,
        description: item.description,
        location: location(item),
        from: item.from,
        to: item.to,
        url: `${origin}${item.link}`,
      }));
    return reply
      .type('text/calendar; charset=utf-8')
      .header('Cache-Control', `public, max-age=${FEED_MAX_AGE_SECONDS}`)
      .header('Content-Disposition', 'inline; filename="agenda-musee-troupes-de-marine.ics"')
      .send(buildCalendarFeed(`Agenda du ${details.museumName}`, { timed, allDay }, services.now()));
  });
};
