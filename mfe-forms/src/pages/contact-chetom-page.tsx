import type { PageKey } from '@mtdm/shared/routing';
import { ContactFormView } from '../features/contact/contact-form-view';

export const page: PageKey = 'contactChetom';

export default function ContactChetomPage() {
  return <ContactFormView kind="chetom" />;
}
