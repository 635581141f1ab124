import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { COOKIE_CONSENT_NAME, readCookieConsent } from 'shared-kernel';
import { CookieBanner } from './CookieBanner';

const renderBanner = () =>
  render(
    <MemoryRouter>
      <CookieBanner />
    </MemoryRouter>,
  );

jest.setTimeout(30_000);

afterEach(() => {
  document.cookie = `${COOKIE_CONSENT_NAME}=; Max-Age=0; Path=/`;
});

describe('the cookie banner (spec sections 2 and 4)', () => {
  it('Accept All saves every category and hides the banner', async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(readCookieConsent()).toEqual({
      essential: true,
      analytics: true,
      marketing: true,
      functional: true,
    });
  });

  it('Reject All keeps only the essential ones', async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Reject All' }));
    expect(readCookieConsent()).toEqual({
      essential: true,
      analytics: false,
      marketing: false,
      functional: false,
    });
  });

  it('no banner once decided', () => {
    document.cookie = `${COOKIE_CONSENT_NAME}=${encodeURIComponent('{"analytics":false}')}; Path=/`;
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('Cookie Settings opens the dialog: Essential always on, the others switchable, Save Preferences', async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Cookie Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie Preferences' });
    expect(screen.getByRole('switch', { name: /Essential/ })).toBeDisabled();
    expect(screen.getByRole('switch', { name: /Essential/ })).toBeChecked();
    expect(within(dialog).getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
      'href',
      '/cookie-policy',
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Analytics' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Functional' }));
    expect(screen.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(readCookieConsent()).toEqual({
      essential: true,
      analytics: true,
      marketing: false,
      functional: true,
    });
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });
});
