import { describeOwnPages } from '@mtdm/shared/testing';

describeOwnPages(__dirname, {
  registrationSuccess: 'Traitement en cours...',
  donationSuccess: 'Traitement en cours...',
});
