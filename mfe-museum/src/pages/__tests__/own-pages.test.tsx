import { describeOwnPages } from '@mtdm/shared/testing';
import { ownPages } from '..';

// The home page's heading is the museum's name, not the menu label "Accueil".
describeOwnPages('mfe_museum', ownPages, { home: 'Musée des Troupes de Marine' });
