import styled from 'styled-components';
import { NEWSLETTER_CONSENT, NEWSLETTER_PATHS } from '@mtdm/shared/contracts';
import { ColumnTitle } from '../../common/frame-styles';

/** The newsletter's sign-up: a classic form post, which works before any script and without one. */
const Form = styled.form`
  margin-top: ${({ theme }) => theme.space.xl};
  max-width: 40rem;

  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }
  input,
  button {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 2px solid ${({ theme }) => theme.colors.textOnDark};
    border-radius: ${({ theme }) => theme.radii.small};
    font: inherit;
  }
  input {
    flex: 1 1 14rem;
  }
  button {
    background: ${({ theme }) => theme.colors.red};
    color: ${({ theme }) => theme.colors.textOnDark};
    font-weight: 700;
  }
`;

/**
 * The footer's sign-up to the newsletter: the consent's words as the server records them, the address,
 * and the consent's version (so a page older than the words is asked again). The server answers with a
 * page, then a confirmation mail (double opt-in).
 */
export function NewsletterSignUp() {
  return (
    <Form method="post" action={NEWSLETTER_PATHS.subscribe} aria-labelledby="lettre">
      <ColumnTitle id="lettre">Lettre d’information</ColumnTitle>
      <p>{NEWSLETTER_CONSENT.text}</p>
      <label htmlFor="lettre-adresse">Votre adresse électronique</label>
      <div>
        <input id="lettre-adresse" type="email" name="email" autoComplete="email" required />
        <input type="hidden" name="consent" value={NEWSLETTER_CONSENT.version} />
        <button type="submit">S’inscrire</button>
      </div>
    </Form>
  );
}
