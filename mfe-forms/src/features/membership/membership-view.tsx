import styled from 'styled-components';
import { pages } from '@mtdm/shared/routing';
import { PageSection } from '@mtdm/shared/ui';
import { FormCard, Lead, Prose } from '../../common/form-layout';
import { membershipContent } from './membership-content';
import { MembershipForm } from './membership-form';

const Info = styled.section`
  max-width: 52rem;
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border-left: 6px solid ${({ theme }) => theme.colors.gold};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin-top: 0;
  }
  address {
    font-style: normal;
    font-weight: 600;
  }
`;

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
      <Info aria-labelledby="cotisation">
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
          {c.chequeAddress.map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
        </address>
        <p>{c.chequeNote}</p>
      </Info>
      <FormCard>
        <h2>{c.onlineTitle}</h2>
        <p>{c.onlineIntro}</p>
        <MembershipForm />
      </FormCard>
    </PageSection>
  );
}
