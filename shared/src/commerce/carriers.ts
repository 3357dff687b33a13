// The carriers the shop sends parcels with, and where a buyer follows a parcel: the shipping mail
// links there when the volunteer names one of them (by any usual spelling); another carrier gets
// its number without a link.
interface Carrier {
  readonly name: string;
  /** How volunteers write it, lower case without accents or spaces. */
  readonly spellings: readonly string[];
  readonly trackingUrl: (trackingNumber: string) => string;
}

const CARRIERS: readonly Carrier[] = [
  {
    name: 'La Poste (Colissimo, Lettre suivie)',
    spellings: ['laposte', 'poste', 'colissimo', 'lettresuivie'],
    trackingUrl: (number) =>
      `https://www.laposte.fr/outils/suivre-vos-envois?code=${encodeURIComponent(number)}`,
  },
  {
    name: 'Chronopost',
    spellings: ['chronopost'],
    trackingUrl: (number) =>
      `https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT=${encodeURIComponent(number)}`,
  },
  {
    name: 'Mondial Relay',
    spellings: ['mondialrelay'],
    trackingUrl: (number) =>
      `https://www.mondialrelay.fr/suivi-de-colis/?NumeroExpedition=${encodeURIComponent(number)}`,
  },
];

const spellingOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** The buyer's tracking address for a carrier as the volunteer wrote it, or undefined. */
export function trackingUrlOf(carrier: string, trackingNumber: string): string | undefined {
  const written = spellingOf(carrier);
  const known = CARRIERS.find((each) => each.spellings.some((spelling) => written.includes(spelling)));
  return known?.trackingUrl(trackingNumber.trim());
}
