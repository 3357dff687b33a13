import { describeOwnPages } from '@mtdm/shared/testing';
import { ownPages } from '..';

// The confirmation pages show the processing title until the server has answered.
describeOwnPages('mfe_forms', ownPages, {
  registrationSuccess: 'Traitement en cours...',
  donationSuccess: 'Traitement en cours...',
});
