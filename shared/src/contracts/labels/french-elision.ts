// « de » before a name, as French writes it: « d’ » before a vowel or a mute h (Candidature d’Inès,
// d’Hélène), « de » otherwise (de Jean). An h is taken as mute: names with an aspirated h are rare
// and the association's mails would rather say « d’Hugo » than « de Inès ».
const ELIDES = /^[aeiouyhàâäéèêëîïôöùûüÿæœ]/i;

/** « de Jean », « d’Inès ». */
export const ofName = (name: string): string =>
  ELIDES.test(name.trim()) ? `d’${name.trim()}` : `de ${name.trim()}`;
