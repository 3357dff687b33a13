/// <reference types="webpack/module" />
// Standalone development entry: the shell never runs this file, it loads the exposed pages instead.
import type { RemotePageModule } from '@mtdm/shared/ui';
import { mountStandaloneRemote } from '@mtdm/shared/ui/standalone';

const pageFiles = import.meta.webpackContext('./pages', { recursive: false, regExp: /-page\.tsx$/ });

mountStandaloneRemote(pageFiles.keys().map((key) => pageFiles(key) as RemotePageModule));
