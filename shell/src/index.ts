import { leadPictureShown } from './app/lead-picture';

// Async boundary: shared singletons are negotiated before any application code runs. The page's
// lead picture is painted first (its scripts are fetched meanwhile, preloaded by the HTML).
void leadPictureShown(document).then(() => import('./bootstrap'));
