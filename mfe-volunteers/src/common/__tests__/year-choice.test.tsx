// The year a list opens on, when its address names none, is the one the server shows: the year in
// Fréjus, not the year of the volunteer's clock.
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@mtdm/shared/testing';
import { YearChoice } from '../year-choice';

afterEach(() => jest.useRealTimers());

it('opens on the year in Fréjus: 00:30 on New Year’s Day there is still 2026 in London', () => {
  jest.useFakeTimers({ now: new Date('2026-12-31T23:30:00Z') });
  renderWithProviders(<YearChoice path="/benevoles/dons" label="Année des dons" />, {
    route: '/benevoles/dons',
  });
  expect(screen.getByLabelText('Année des dons')).toHaveValue(2027);
});

it('keeps the year the address asks for', () => {
  renderWithProviders(<YearChoice path="/benevoles/dons" label="Année des dons" />, {
    route: '/benevoles/dons?annee=2024',
  });
  expect(screen.getByLabelText('Année des dons')).toHaveValue(2024);
});
