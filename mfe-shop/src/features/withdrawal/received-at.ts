import { withFirstOfMonth } from '@mtdm/shared/news';

/** "le 19 juin 2026 à 14 h 05" in French time (Europe/Paris), from the server's ISO time. */
export function formatReceivedAt(iso: string): { date: string; time: string } {
  const when = new Date(iso);
  const date = withFirstOfMonth(
    new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(when),
  );
  const time = new Intl.DateTimeFormat('fr-FR', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Paris',
  })
    .format(when)
    .replace(':', ' h ');
  return { date, time };
}
