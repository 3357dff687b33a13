export const personalDataTexts = {
  personTitle: 'Demande d’une personne sur ses données',
  personIntro:
    'Retrouvez ce que le site garde d’une personne par son adresse e-mail : une copie à lui envoyer si elle demande à voir ses données, qui les a consultées, puis leur effacement si elle le demande. Ce que la loi oblige l’association à garder reste, et il est dit pourquoi.',
  email: 'Adresse e-mail de la personne',
  search: 'Chercher',
  foundTitle: (email: string) => `Ce que le site garde de ${email}`,
  earlierTitle: 'Adresses précédentes de cet adhérent',
  earlierIntro:
    'Cet adhérent a changé d’adresse e-mail depuis son espace. Ce que le site a reçu à chacune de ces adresses jusqu’au changement est compté ci-dessous et sera effacé avec le reste. Ce qui y est arrivé depuis n’est ni compté ni effacé : l’adresse peut appartenir aujourd’hui à quelqu’un d’autre.',
  earlierUntil: (email: string, until: string) => `${email}, jusqu’au ${until}`,
  laterTitle: 'Adresse actuelle de cet adhérent',
  laterIntro: (email: string, since: string) =>
    `Cette adresse a été celle d’un adhérent jusqu’au ${since} ; il utilise depuis l’adresse ${email}. Effacer celle-ci ne touche pas la nouvelle : si la demande vient de lui, cherchez aussi sa nouvelle adresse, dont l’effacement reprend ce que le site a reçu ici jusqu’au changement.`,
  searchAddress: (email: string) => `Chercher ${email}`,
  sameMailboxTitle: 'La même boîte aux lettres, écrite autrement',
  sameMailboxIntro:
    'Le site garde aussi des données sous ces adresses, qui arrivent dans la même boîte aux lettres que celle-ci (une sous-adresse « +… », des points dans une adresse Gmail). Elles ne sont ni comptées ci-dessous ni effacées avec celle-ci : si la demande vient de la personne qui lit cette boîte, cherchez-les aussi.',
  sharedTitle: 'Adresse partagée',
  sharedIntro: (people: number) =>
    `Les adhésions de cette adresse sont au nom de ${people} personnes (un couple, une famille) : la copie de leurs données les réunit, et l’effacement les atteint toutes. Assurez-vous que la demande vient de chacune d’elles, ou qu’elle leur a été dite.`,
  counts: {
    messages: 'Messages de contact',
    tourRequests: 'Demandes de visite',
    applications: 'Candidatures',
    unpaidPayments: 'Paiements jamais réglés',
    mails: 'Copies de courriels',
    paidPayments: 'Paiements réglés',
    taxReceipts: 'Reçus fiscaux',
    withdrawals: 'Rétractations',
  },
  copy: 'Télécharger une copie de ses données (JSON)',
  copyHint:
    'Le fichier réunit tout ce que le site garde d’elle : envoyez-le à la personne elle-même, à l’adresse cherchée, puis supprimez-le de votre ordinateur.',
  personViewsTitle: 'Consultations de ses données',
  personViewsIntro:
    'Ce que le journal des consultations, gardé un an, dit de cette personne : qui a ouvert le détail de ses commandes, adhésions, dons, messages, candidatures ou demandes de visite, et qui a cherché son adresse, le plus récent en premier. Les pages de listes et les fichiers exportés nomment une liste, pas une personne : le journal complet les donne.',
  keptTitle: 'Ce qui sera gardé',
  nothingKept: 'Rien : tout peut être effacé.',
  erase: 'Effacer les données de cette personne',
  eraseConfirm:
    'Effacer définitivement ce qui peut l’être pour cette adresse ? Cette action ne se défait pas.',
  eraseConfirmWithEarlier: (count: number) =>
    `Effacer définitivement ce qui peut l’être pour cette adresse, et pour ${count === 1 ? 'son adresse précédente' : `ses ${count} adresses précédentes`} jusqu’au changement ? Cette action ne se défait pas.`,
  erasedTitle: 'Effacement fait',
  erasedCount: (count: number) => `${count} élément(s) effacé(s).`,
  journalTitle: 'Journal des consultations de données personnelles',
  journalIntro: 'Qui a consulté quelles données, et quand : les 200 dernières consultations.',
  journalColumns: { when: 'Quand', who: 'Qui', what: 'Quoi', subject: 'Concernant' },
} as const;
