import { LinkCardGrid, PageSection, Prose } from '@mtdm/shared/ui';
import { CHOOSER_ORDER, chooserContent, contactForms } from './contact-content';

const cards = CHOOSER_ORDER.map((kind) => {
  const content = contactForms[kind];
  return {
    title: content.cardTitle,
    text: content.cardText,
    to: content.chooserPath,
    linkLabel: content.cardAction,
  };
});

/** /pages/FormulairesContact: three cards leading to the three contact forms. */
export function ContactChooserView() {
  return (
    <PageSection>
      <h1>{chooserContent.title}</h1>
      <Prose>
        <p>{chooserContent.intro}</p>
      </Prose>
      <LinkCardGrid cards={cards} headingLevel={2} />
    </PageSection>
  );
}
