import { describeOwnPages } from '@mtdm/shared/testing';

describeOwnPages(__dirname, { paymentSuccess: 'Traitement en cours...' });
