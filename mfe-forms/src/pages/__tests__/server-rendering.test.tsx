/** @jest-environment node */
// Every page will be pre-rendered to static HTML at build time: it must render without a browser.
import { describeServerRendering } from '@mtdm/shared/testing';
import { ownPages } from '..';

describeServerRendering('mfe_forms', ownPages, {
  registrationSuccess: 'Traitement en cours...',
  donationSuccess: 'Traitement en cours...',
});
