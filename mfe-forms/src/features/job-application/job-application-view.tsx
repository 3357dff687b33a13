import { pages } from '@mtdm/shared/routing';
import { PageSection } from '@mtdm/shared/ui';
import { FormCard, Lead, Prose } from '../../common/form-layout';
import { jobApplicationContent } from './job-application-content';
import { JobApplicationForm } from './job-application-form';

/** /pages/travailleraumusee: the external job site, then the application form. */
export function JobApplicationView() {
  const { jobSite } = jobApplicationContent;
  return (
    <PageSection>
      <h1>{pages.workAtMuseum.title}</h1>
      <Prose>
        <Lead>{jobApplicationContent.intro}</Lead>
        <p>
          <a href={jobSite.href} target="_blank" rel="noopener noreferrer">
            {jobSite.label} <span>{jobSite.note}</span>
          </a>
        </p>
      </Prose>
      <FormCard>
        <h2>{jobApplicationContent.spontaneousTitle}</h2>
        <p>{jobApplicationContent.spontaneousIntro}</p>
        <JobApplicationForm />
      </FormCard>
    </PageSection>
  );
}
