import styled from 'styled-components';
import { MODEL_WITHDRAWAL_FORM } from '@mtdm/shared/commerce';

const Box = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

const form = MODEL_WITHDRAWAL_FORM;

/** The model withdrawal form of the consumer code (annex to article R221-1), for a letter. */
export function ModelWithdrawalForm() {
  return (
    <section aria-labelledby="formulaire-retractation">
      <h2 id="formulaire-retractation" tabIndex={-1}>
        {form.title}
      </h2>
      <p>
        {form.instructions} Vous pouvez aussi utiliser la{' '}
        <a href="#se-retracter">fonction de rétractation en ligne</a>.
      </p>
      <Box>
        <p>{form.addressee}</p>
        <p>{form.notice} ……………………………………</p>
        <p>{form.orderedOn(form.blank, form.blank)}</p>
        <p>{form.reference(form.blank)}</p>
        <p>{form.name}</p>
        <p>{form.address}</p>
        <p>{form.signature}</p>
        <p>{form.date}</p>
      </Box>
    </section>
  );
}
