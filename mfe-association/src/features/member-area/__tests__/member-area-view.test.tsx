import { screen } from '@testing-library/react';
import { renderWithProviders } from '@mtdm/shared/testing';
import { MemberAreaView } from '../member-area-view';

it('the member area says it is under construction and offers to join or write meanwhile', () => {
  renderWithProviders(<MemberAreaView />);
  expect(screen.getByRole('heading', { level: 1, name: 'Espace Adhérent' })).toBeInTheDocument();
  expect(screen.getByText(/en construction/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Devenir adhérent' })).toHaveAttribute(
    'href',
    '/pages/DevenirAdherent',
  );
  expect(screen.getByRole('link', { name: 'Écrire à l’association' })).toHaveAttribute(
    'href',
    '/pages/FormulaireAssociation',
  );
});
