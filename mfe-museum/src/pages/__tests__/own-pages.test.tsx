import { describeOwnPages } from '@mtdm/shared/testing';

describeOwnPages(__dirname, { home: 'Musée des Troupes de Marine' });
