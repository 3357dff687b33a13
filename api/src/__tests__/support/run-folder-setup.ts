// Jest's global set-up for the api: the whole run writes its temporary folders (test servers,
// databases, copies of builds, deployment folders) inside one folder of its own, which the global
// tear-down removes (run-folder-teardown.ts), so that runs leave nothing behind in the system's.
import { makeRunFolder } from '@mtdm/shared/build/run-folder';

export const RUN_FOLDER_VARIABLE = 'MTDM_TEST_RUN_FOLDER';

export default function makeApiRunFolder(): void {
  process.env[RUN_FOLDER_VARIABLE] = makeRunFolder('mtdm-api-tests-');
}
