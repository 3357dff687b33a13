import { pages } from '@mtdm/shared/routing';
import { PageSection, useSiteDetails } from '@mtdm/shared/ui';
import { FormCard, Lead, Prose } from '../../common/form-layout';
import { guidedTourContentEn, guidedTourFormTextsEn } from './guided-tour-content.en';
import { GuidedTourForm } from './guided-tour-form';

/** /en/guided-tours: the same request, posted to the same call; the server answers in English. */
export function GuidedTourViewEn() {
  const details = useSiteDetails();
  return (
    <PageSection>
      <h1>{pages.guidedTourEn.title}</h1>
      <Prose>
        <Lead>{guidedTourContentEn.intro}</Lead>
        <p>{guidedTourContentEn.hours(details)}</p>
        <p>{guidedTourContentEn.notYet}</p>
      </Prose>
      <FormCard>
        <h2>{guidedTourContentEn.formTitle}</h2>
        <GuidedTourForm texts={guidedTourFormTextsEn} />
      </FormCard>
    </PageSection>
  );
}
