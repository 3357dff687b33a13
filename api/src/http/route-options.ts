import type { Services } from '../services';

/** What every route plugin is registered with: the services it calls. */
export interface RouteOptions {
  readonly services: Services;
}
