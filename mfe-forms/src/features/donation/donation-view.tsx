import styled from 'styled-components';
import { pages } from '@mtdm/shared/routing';
import { PageSection } from '@mtdm/shared/ui';
import { FormCard, InfoBox, Lead } from '../../common/form-layout';
import { donationContent } from './donation-content';
import { DonationForm } from './donation-form';

const Example = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.large};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.navy};
`;

/** /pages/FaireUnDon: the tax reduction explained, then the donation form. */
export function DonationView() {
  const c = donationContent;
  return (
    <PageSection>
      <h1>{pages.donation.title}</h1>
      <Lead>{c.intro}</Lead>
      <InfoBox aria-labelledby="reduction-impot">
        <h2 id="reduction-impot">{c.taxTitle}</h2>
        <p>{c.individuals}</p>
        <Example>{c.example}</Example>
        <p>{c.companies}</p>
        <p>{c.receipt}</p>
      </InfoBox>
      <FormCard>
        <h2>{c.formTitle}</h2>
        <DonationForm />
      </FormCard>
    </PageSection>
  );
}
