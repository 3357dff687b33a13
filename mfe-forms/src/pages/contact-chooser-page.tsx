import type { PageKey } from '@mtdm/shared/routing';
import { ContactChooserView } from '../features/contact/contact-chooser-view';

export const page: PageKey = 'contactChooser';

export default ContactChooserView;
