import { dayOf, momentOf, timeOf } from '../../common/formats';
import { Loaded } from '../../common/loaded';
import { Panel } from '../../common/space-styles';
import { SpaceTable } from '../../common/space-table';
import { calls } from '../../common/space-client';
import { useSpaceData } from '../../common/use-space-data';

const STATUS_WORDS = { confirmed: 'confirmée', waiting: 'en attente', cancelled: 'annulée' } as const;

/** The conferences to come that take bookings: seats taken and waiting, then who booked, in order. */
export function ConferenceBookings() {
  const state = useSpaceData(calls.conferenceBookings);
  return (
    <>
      <h2>Réservations des conférences</h2>
      <p>
        Les conférences à venir ouvertes aux réservations (leur nombre de places se règle dans le contenu).
        Une demande en attente est confirmée d’elle-même, dans l’ordre, quand une réservation est annulée.
      </p>
      <Loaded state={state}>
        {({ conferences }) =>
          conferences.length === 0 ? (
            <p>Aucune conférence à venir n’est ouverte aux réservations.</p>
          ) : (
            conferences.map((conference) => (
              <Panel key={conference.id}>
                <h3>{conference.title}</h3>
                <p>
                  {dayOf(conference.date)}
                  {conference.time ? `, ${timeOf(conference.time)}` : ''} — {conference.confirmedSeats}{' '}
                  place(s) réservée(s) sur {conference.seats}, {conference.waitingSeats} en attente.
                </p>
                <SpaceTable
                  caption={`Réservations : ${conference.title}`}
                  items={conference.bookings}
                  keyOf={(_booking, index) => index}
                  columns={[
                    { label: 'Demandée le', cell: (booking) => momentOf(booking.createdAt) },
                    { label: 'Nom', cell: (booking) => booking.name },
                    { label: 'Adresse e-mail', cell: (booking) => booking.email },
                    { label: 'Places', cell: (booking) => String(booking.seats) },
                    { label: 'État', cell: (booking) => STATUS_WORDS[booking.status] },
                  ]}
                />
              </Panel>
            ))
          )
        }
      </Loaded>
    </>
  );
}
