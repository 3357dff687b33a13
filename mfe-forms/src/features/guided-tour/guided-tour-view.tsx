import { pages } from '@mtdm/shared/routing';
import { PageSection } from '@mtdm/shared/ui';
import { FormCard, Lead, Prose } from '../../common/form-layout';
import { guidedTourContent, guidedTourFormTexts } from './guided-tour-content';
import { GuidedTourForm } from './guided-tour-form';
import { GuidedTourMenu } from './guided-tour-menu';

/** /pages/VisiteGuidee (also visiteguidee.html). */
export function GuidedTourView() {
  return (
    <PageSection>
      <GuidedTourMenu />
      <h1>{pages.guidedTour.title}</h1>
      <Prose>
        <Lead>{guidedTourContent.intro}</Lead>
        {guidedTourContent.details.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </Prose>
      <FormCard>
        <h2>{guidedTourContent.formTitle}</h2>
        <GuidedTourForm texts={guidedTourFormTexts} />
      </FormCard>
    </PageSection>
  );
}
