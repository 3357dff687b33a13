import { describeOwnPages } from '@mtdm/shared/testing';
import { ownPages } from '..';

/** The confirmation page's heading follows its state (SPEC §2): "Traitement en cours..." first. */
describeOwnPages('mfe_shop', ownPages, { paymentSuccess: 'Traitement en cours...' });
