// Jest's global set-up for the api: the whole run writes its temporary folders (test servers,
// databases, copies of builds, deployment folders) inside one folder of its own, removed when jest's
// main process exits, so that runs leave nothing behind in the system's.
import { useRunFolder } from '@mtdm/shared/build/run-folder';

export default function useApiRunFolder(): void {
  useRunFolder('mtdm-api-tests-');
}
