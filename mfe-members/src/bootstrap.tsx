// Standalone development entry: the shell never runs this file, it loads the exposed space instead.
import { mountStandaloneSpace } from '@mtdm/shared/ui/standalone';
import SpacePage from './pages/members-space-page';

mountStandaloneSpace(SpacePage);
