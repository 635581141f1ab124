import { screen } from '@testing-library/react';
import { fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import { demoCompany } from '../../test/fixtures';
import { textOn } from './CareersPreview';
import CompanyBranding from './CompanyBranding';

describe('CompanyBranding', () => {
  it('previews the careers page as you type and names a bad colour without saving', async () => {
    const { calls } = fakeApi({ 'GET /api/me/company': { status: 200, body: demoCompany } });
    const user = setupUser();
    renderScreen(<CompanyBranding />);
    expect(await screen.findByTestId('careers-preview')).toHaveTextContent(
      'Work with Harbour Group',
    );
    await user.type(screen.getByLabelText('Careers page headline'), 'Cook by the sea');
    expect(screen.getByTestId('careers-preview')).toHaveTextContent('Cook by the sea');
    await user.type(screen.getByLabelText('Primary colour'), 'blue');
    await user.click(screen.getByRole('button', { name: 'Save branding' }));
    expect(
      screen.getByText('Primary colour must be a hex colour such as #1f6f5c'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('picks readable text on a colour', () => {
    expect(textOn('#ffffff')).toBe('#000000');
    expect(textOn('#1f4e79')).toBe('#ffffff');
  });
});
