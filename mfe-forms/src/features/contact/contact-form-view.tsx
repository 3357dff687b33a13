import type { ContactKind } from '@mtdm/shared/contracts';
import { pages } from '@mtdm/shared/routing';
import { PageSection } from '@mtdm/shared/ui';
import { FormCard, Prose } from '../../common/form-layout';
import { contactForms } from './contact-content';
import { ContactForm } from './contact-form';

/** A contact page: its heading, who answers, and the form. */
export function ContactFormView({ kind }: { readonly kind: ContactKind }) {
  const content = contactForms[kind];
  return (
    <PageSection>
      <h1>{pages[content.page].title}</h1>
      <Prose>
        <p>{content.intro}</p>
      </Prose>
      <FormCard>
        <ContactForm kind={kind} />
      </FormCard>
    </PageSection>
  );
}
