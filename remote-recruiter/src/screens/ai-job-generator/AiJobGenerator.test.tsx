import { screen, waitFor } from '@testing-library/react';
import { fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import { demoCompany, ok, page, venue as venueFixture } from '../../test/fixtures';
import AiJobGenerator from './AiJobGenerator';
import { roleFamily, writeJobDescription } from './write-description';

const venue = { name: 'The Anchor', venueType: 'bar' as const, city: 'Leeds' };

test('writes a full description from the role, venue, culture and pay, the same every time', () => {
  const input = {
    role: 'Head Bartender',
    companyName: 'Anchor Group',
    venue,
    employmentType: 'full_time' as const,
    salaryType: 'hourly' as const,
    salaryAmount: 14.5,
    skills: ['Cocktails'],
    culture: {
      workPace: 'fast' as const,
      primaryValues: ['teamwork' as const, 'quality' as const],
    },
  };
  const text = writeJobDescription(input);
  expect(text).toBe(writeJobDescription(input));
  expect(text).toContain(
    'Anchor Group is looking for a Head Bartender to join the team at The Anchor, a bar in Leeds.',
  );
  expect(text).toContain('We run at a fast pace');
  expect(text).toContain('What matters to us: teamwork and quality in everything we serve.');
  expect(text).toContain('Make drinks quickly');
  expect(text).toContain('• Experience with cocktails');
  expect(text).toContain('• £14.50/hour');
  expect(writeJobDescription({ ...input, culture: null })).not.toContain('How we work');
  expect(writeJobDescription({ ...input, salaryAmount: null, salaryType: null })).toContain(
    'Competitive salary',
  );
});

test('a role title picks its duties', () => {
  expect(roleFamily('Sous Chef')).toBe('kitchen');
  expect(roleFamily('Barista')).toBe('coffee');
  expect(roleFamily('Waiter')).toBe('service');
});

test('hands the draft to the post-job form, ready to edit and publish', async () => {
  fakeApi({
    'GET /api/companies/mine/venues': ok(page([venueFixture({ id: 'v1', ...venue })])),
    'GET /api/cultural-assessment': { status: 404, body: { message: 'None' } },
    'GET /api/me/company': ok({
      ...demoCompany,
      company: { ...demoCompany.company, name: 'Anchor Group' },
    }),
  });
  const { where } = renderScreen(<AiJobGenerator />);
  const user = setupUser();
  await user.click(await screen.findByRole('button', { name: 'Write description' }));
  expect(screen.getByText('Role is required')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Role'), 'Waiter');
  await user.selectOptions(screen.getByLabelText('Venue'), 'v1');
  await user.click(screen.getByRole('button', { name: 'Write description' }));
  expect((screen.getByLabelText('Draft description') as HTMLTextAreaElement).value).toContain(
    'Anchor Group is looking for a Waiter',
  );
  expect(screen.getByText(/has not taken the culture assessment/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Edit and publish' }));
  await waitFor(() => expect(where().path).toBe('/post-job'));
});
