// Standalone development entry: the shell never runs this file, it loads the exposed pages instead.
import { mountStandaloneRemote } from '@mtdm/shared/ui/standalone';
import { ownPages } from './pages';

mountStandaloneRemote('mfe_shop', ownPages);
