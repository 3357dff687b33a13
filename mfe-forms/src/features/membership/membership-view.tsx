import { pages } from '@mtdm/shared/routing';
import { PageSection, useSiteDetails } from '@mtdm/shared/ui';
import { FormCard, InfoBox, Lead, Prose } from '../../common/form-layout';
import { membershipContent } from './membership-content';
import { MembershipForm } from './membership-form';

/** /pages/DevenirAdherent: why join, the fees, paying by cheque, the online form and its payment. */
export function MembershipView() {
  const c = membershipContent;
  return (
    <PageSection>
      <h1>{pages.membership.title}</h1>
      <Prose>
        {c.intro.map((text, index) =>
          index === 0 ? <Lead key={text}>{text}</Lead> : <p key={text}>{text}</p>,
        )}
      </Prose>
      <InfoBox aria-labelledby="cotisation">
        <h2 id="cotisation">{c.feesTitle}</h2>
        <ul>
          {c.fees.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
        <h3>{c.chequeTitle}</h3>
        {c.cheque.map((text) => (
          <p key={text}>{text}</p>
        ))}
        <address>
          {useSiteDetails().associationPostalAddress.map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
        </address>
        <p>{c.chequeNote}</p>
      </InfoBox>
      <FormCard>
        <h2>{c.onlineTitle}</h2>
        <p>{c.onlineIntro}</p>
        <MembershipForm />
      </FormCard>
    </PageSection>
  );
}
