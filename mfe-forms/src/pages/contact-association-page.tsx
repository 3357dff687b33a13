import type { PageKey } from '@mtdm/shared/routing';
import { ContactFormView } from '../features/contact/contact-form-view';

export const page: PageKey = 'contactAssociation';

export default function ContactAssociationPage() {
  return <ContactFormView kind="association" />;
}
