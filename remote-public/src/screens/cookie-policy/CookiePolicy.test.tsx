import { screen, within } from '@testing-library/react';
import { renderScreen } from 'shared-kernel/testing';
import CookiePolicy from './CookiePolicy';

describe('CookiePolicy', () => {
  it('describes each category of the consent dialog, what it holds and how long it lasts', () => {
    renderScreen(<CookiePolicy />, { route: '/cookie-policy' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cookie policy');
    expect(document.title).toBe('Cookie policy · HospoHire');
    for (const category of ['Essential', 'Analytics', 'Marketing', 'Functional']) {
      const region = within(screen.getByRole('region', { name: category }));
      expect(region.getAllByText('What it holds').length).toBeGreaterThan(0);
      expect(region.getAllByText('How long').length).toBeGreaterThan(0);
      expect(
        region.getByText(category === 'Essential' ? 'Always on' : 'Only with your consent'),
      ).toBeInTheDocument();
    }
    const essential = within(screen.getByRole('region', { name: 'Essential' }));
    expect(essential.getByText(/Your cookie choices/)).toBeInTheDocument();
    // The consent itself lasts 365 days (spec section 9).
    expect(essential.getByText('365 days')).toBeInTheDocument();
    expect(screen.getByText(/kept for 365 days/)).toHaveTextContent('SameSite=Lax');
  });
});
