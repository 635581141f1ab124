import { screen, within } from '@testing-library/react';
import { candidate, recruiter, renderScreen, setupUser } from 'shared-kernel/testing';
import UserMenu from './UserMenu';

describe('UserMenu', () => {
  it('a candidate reaches My Applications, Job Offers, Saved Jobs and Job Alerts from it', async () => {
    renderScreen(<UserMenu user={candidate} />, { user: candidate });
    await setupUser().click(screen.getByRole('button', { name: 'Open user menu' }));
    const menu = screen.getByRole('menu');
    const href = (name: string) =>
      within(menu).getByRole('menuitem', { name }).getAttribute('href');
    expect(href('My Applications')).toBe('/applications');
    expect(href('Job Offers')).toBe('/job-offers');
    expect(href('Saved Jobs')).toBe('/saved-jobs');
    expect(href('Job Alerts')).toBe('/job-alerts');
  });

  it('a recruiter does not see the candidate lists', async () => {
    renderScreen(<UserMenu user={recruiter} />, { user: recruiter });
    await setupUser().click(screen.getByRole('button', { name: 'Open user menu' }));
    expect(screen.queryByRole('menuitem', { name: 'My Applications' })).not.toBeInTheDocument();
  });
});
