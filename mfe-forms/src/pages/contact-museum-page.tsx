import type { PageKey } from '@mtdm/shared/routing';
import { ContactFormView } from '../features/contact/contact-form-view';

export const page: PageKey = 'contactMuseum';

export default function ContactMuseumPage() {
  return <ContactFormView kind="museum" />;
}
