import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MY_COMPANY_KEY, onboardingStatusKey } from 'shared-kernel';
import { POSTCODE_TEXTS } from 'shared-kernel/rules';
import {
  candidate,
  mockFetch,
  recruiter,
  renderScreen,
  setupUser,
  type FetchCall,
  type FakeReply,
} from 'shared-kernel/testing';
import RecruiterOnboarding, { resumeStep } from './RecruiterOnboarding';

const COMPANY_ID = '0b8f3c1e-2a4d-4e5f-9a6b-7c8d9e0f1a2b';
const KEYS = ['company_profile', 'first_venue', 'culture_assessment', 'branding'] as const;
type Key = (typeof KEYS)[number];

const company = {
  id: COMPANY_ID,
  name: 'Bistro Shah',
  slug: 'bistro-shah',
  description: null,
  logoUrl: null,
  primaryColor: null,
  accentColor: null,
  careersHeadline: null,
};

/** A fake API holding one recruiter's onboarding, answering as docs/api.md says. */
function fakeApi(start: { done: Key[]; hasCompany: boolean; user?: unknown }) {
  const state = {
    done: new Set<Key>(start.done),
    hasCompany: start.hasCompany,
    venues: [] as unknown[],
  };
  const status = () => {
    const steps = KEYS.map((key) => ({
      key,
      label: key,
      required: key !== 'branding',
      done: state.done.has(key),
    }));
    const required = steps.filter((s) => s.required);
    const doneCount = required.filter((s) => s.done).length;
    return {
      companyId: COMPANY_ID,
      allRequiredDone: doneCount === required.length,
      percent: Math.round((doneCount / required.length) * 100),
      steps,
    };
  };
  const overrides: ((call: FetchCall) => FakeReply | undefined)[] = [];
  const api = mockFetch((call) => {
    for (const override of overrides) {
      const reply = override(call);
      if (reply) return reply;
    }
    const { url, method } = call;
    if (url === '/api/auth/user') return { status: 200, body: start.user ?? recruiter };
    if (url === '/api/me/company')
      return state.hasCompany
        ? { status: 200, body: { companyId: COMPANY_ID, role: 'owner', company } }
        : { status: 404, body: { message: 'You have not set up a company yet' } };
    if (url === `/api/onboarding/company/${COMPANY_ID}/status`)
      return { status: 200, body: status() };
    if (url === '/api/companies' && method === 'POST') {
      state.hasCompany = true;
      state.done.add('company_profile');
      return { status: 201, body: { ...company, ...(call.body as object) } };
    }
    if (url === '/api/companies/mine' && method === 'PATCH') {
      state.done.add('branding');
      return { status: 200, body: { ...company, ...(call.body as object) } };
    }
    if (url === '/api/companies/mine/venues' && method === 'GET')
      return { status: 200, body: { items: state.venues, total: state.venues.length } };
    if (url === '/api/companies/mine/venues' && method === 'POST') {
      const venue = { id: `v-${state.venues.length}`, ...(call.body as object) };
      state.venues.push(venue);
      state.done.add('first_venue');
      return { status: 201, body: venue };
    }
    if (url === '/api/cultural-assessment?assessmentType=company')
      return { status: 404, body: { message: 'No culture assessment yet' } };
    if (url === '/api/cultural-assessment' && method === 'PUT') {
      state.done.add('culture_assessment');
      return { status: 200, body: { assessmentType: 'company', ...(call.body as object) } };
    }
    return { status: 500, body: { message: `unexpected ${method} ${url}` } };
  });
  return { ...api, state, overrides };
}

const writes = (calls: FetchCall[]) => calls.filter((c) => c.method !== 'GET');

// Whole flows through MUI forms: slow on a busy 2-core machine.
jest.setTimeout(120_000);

describe('RecruiterOnboarding', () => {
  it('asks a signed-out visitor to sign in or create an employer account', async () => {
    mockFetch(() => ({ status: 401, body: { message: 'Not signed in' } }));
    renderScreen(<RecruiterOnboarding />, { route: '/recruiter-onboarding' });
    expect(await screen.findByText('Sign in to set up your company')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(screen.getByRole('link', { name: 'Create an employer account' })).toHaveAttribute(
      'href',
      '/recruiter-signup',
    );
    expect(document.title).toBe('Set up your company · HospoHire');
  });

  it('tells a job seeker the page is for employers and loads no company', async () => {
    const { calls } = fakeApi({ done: [], hasCompany: false, user: candidate });
    renderScreen(<RecruiterOnboarding />, { route: '/recruiter-onboarding' });
    expect(await screen.findByText('This page is for employers')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).not.toContain('/api/me/company');
  });

  it('creates the company, naming a missing field and keeping what was typed, then moves to venues', async () => {
    const { calls, queryClient } = (() => {
      const api = fakeApi({ done: [], hasCompany: false });
      const rendered = renderScreen(<RecruiterOnboarding />, { route: '/recruiter-onboarding' });
      return { ...api, ...rendered };
    })();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your company' }),
    ).toBeInTheDocument();
    expect(screen.getByText('0% of the required steps done')).toBeInTheDocument();
    const user = setupUser();
    await user.type(screen.getByLabelText('Description'), 'Two bistros and a wine bar.');
    await user.type(screen.getByLabelText('Logo URL'), 'ftp://logo');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(screen.getByText('Company name is required')).toBeInTheDocument();
    expect(
      screen.getByText('Logo URL must be a web address starting with https://'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Company name')).toHaveFocus();
    expect(screen.getByLabelText('Description')).toHaveValue('Two bistros and a wine bar.');
    expect(writes(calls)).toEqual([]);

    await user.type(screen.getByLabelText('Company name'), 'Bistro Shah');
    await user.clear(screen.getByLabelText('Logo URL'));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your venues' }),
    ).toBeInTheDocument();
    expect(writes(calls)[0]).toMatchObject({
      url: '/api/companies',
      method: 'POST',
      body: { name: 'Bistro Shah', description: 'Two bistros and a wine bar.', logoUrl: null },
    });
    // The queries the host's onboarding gate reads are fresh.
    expect(queryClient.getQueryData(MY_COMPANY_KEY)).toMatchObject({ companyId: COMPANY_ID });
    expect(queryClient.getQueryData(onboardingStatusKey(COMPANY_ID))).toMatchObject({
      percent: 33,
    });
    expect(await screen.findByText('33% of the required steps done')).toBeInTheDocument();
  });

  it('adds a venue; a refused save keeps the form; Continue needs one venue', async () => {
    const { calls, overrides } = fakeApi({ done: ['company_profile'], hasCompany: true });
    let refuse = true;
    overrides.push((call) =>
      refuse && call.method === 'POST' && call.url === '/api/companies/mine/venues'
        ? {
            status: 400,
            body: { message: 'Postcode must be at most 10 characters', field: 'postcode' },
          }
        : undefined,
    );
    renderScreen(<RecruiterOnboarding />, { route: '/recruiter-onboarding' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your venues' }),
    ).toBeInTheDocument();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Add at least one venue to continue');

    await user.click(screen.getByRole('button', { name: 'Add venue' }));
    for (const field of ['Venue name', 'Venue type', 'City', 'Postcode', 'Pace', 'Team size'])
      expect(screen.getByText(`${field} is required`)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Venue name'), 'Leith');
    await user.selectOptions(screen.getByLabelText('Venue type'), 'restaurant');
    await user.type(screen.getByLabelText('City'), 'Edinburgh');
    await user.type(screen.getByLabelText('Postcode'), 'eh6 6qu');
    await user.selectOptions(screen.getByLabelText('Pace'), 'fast');
    await user.selectOptions(screen.getByLabelText('Team size'), 'small');
    await user.click(screen.getByRole('button', { name: 'Add venue' }));
    expect(await screen.findByText('Postcode must be at most 10 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Venue name')).toHaveValue('Leith');
    expect(screen.getByLabelText('City')).toHaveValue('Edinburgh');

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Add venue' }));
    const list = within(await screen.findByRole('list', { name: 'Venues added' }));
    expect(list.getByText('Leith')).toBeInTheDocument();
    expect(
      list.getByText('Restaurant · Edinburgh EH6 6QU · Fast-paced · Small team'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Venue name')).toHaveValue('');
    expect(writes(calls).at(-1)).toMatchObject({
      body: {
        name: 'Leith',
        venueType: 'restaurant',
        city: 'Edinburgh',
        postcode: 'EH6 6QU',
        pace: 'fast',
        teamSize: 'small',
      },
    });
    expect(await screen.findByText('67% of the required steps done')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your culture' }),
    ).toBeInTheDocument();
  });

  it('checks the postcode by the API’s rule before any call', async () => {
    const { calls } = fakeApi({ done: ['company_profile'], hasCompany: true });
    renderScreen(<RecruiterOnboarding />, { route: '/recruiter-onboarding' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your venues' }),
    ).toBeInTheDocument();
    const user = setupUser();
    await user.type(screen.getByLabelText('Venue name'), 'Leith');
    await user.selectOptions(screen.getByLabelText('Venue type'), 'restaurant');
    await user.type(screen.getByLabelText('City'), 'Edinburgh');
    await user.type(screen.getByLabelText('Postcode'), 'eh6#6qu');
    await user.selectOptions(screen.getByLabelText('Pace'), 'fast');
    await user.selectOptions(screen.getByLabelText('Team size'), 'small');
    const before = writes(calls).length;
    await user.click(screen.getByRole('button', { name: 'Add venue' }));
    expect(screen.getByText(POSTCODE_TEXTS.characters)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Postcode'));
    await user.type(screen.getByLabelText('Postcode'), 'e');
    await user.click(screen.getByRole('button', { name: 'Add venue' }));
    expect(screen.getByText(POSTCODE_TEXTS.length)).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(before);
  });

  it('resumes at the culture step, saves the answers, then finishes at /recruiter', async () => {
    const { calls } = fakeApi({ done: ['company_profile', 'first_venue'], hasCompany: true });
    const { where, queryClient } = renderScreen(<RecruiterOnboarding />, {
      route: '/recruiter-onboarding',
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your culture' }),
    ).toBeInTheDocument();
    const user = setupUser();
    await user.click(screen.getByRole('radio', { name: 'Fast-paced' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(
      screen.getByText('Choose an answer: How much do your team talk with guests?'),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose at least one value')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Fast-paced' })).toBeChecked();
    expect(writes(calls)).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Lots of guest contact' }));
    await user.click(screen.getByRole('radio', { name: /^Small team/ }));
    await user.click(screen.getByRole('radio', { name: 'Personal' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sustainability' }));
    await user.click(screen.getByRole('checkbox', { name: 'Teamwork' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your careers page' }),
    ).toBeInTheDocument();
    expect(writes(calls)[0]).toMatchObject({
      url: '/api/cultural-assessment',
      method: 'PUT',
      body: {
        assessmentType: 'company',
        responses: {
          workPace: 'fast',
          guestInteraction: 'high',
          teamSize: 'small',
          serviceApproach: 'personalized',
          // In the vocabulary's order, whatever the order they were ticked in.
          primaryValues: ['teamwork', 'sustainability'],
        },
      },
    });
    expect(await screen.findByText(/All required steps are done/)).toBeInTheDocument();
    expect(screen.getByText('100% of the required steps done')).toBeInTheDocument();
    expect(where().path).toBe('/recruiter-onboarding');

    await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(where().path).toBe('/recruiter'));
    expect(queryClient.getQueryData(onboardingStatusKey(COMPANY_ID))).toMatchObject({
      allRequiredDone: true,
    });
  });

  it('a refused culture answer shows under its question and keeps every answer', async () => {
    const { calls, overrides } = fakeApi({
      done: ['company_profile', 'first_venue'],
      hasCompany: true,
    });
    overrides.push((call) =>
      call.method === 'PUT'
        ? {
            status: 400,
            body: { message: 'Work pace is not one of the choices', field: 'responses.workPace' },
          }
        : undefined,
    );
    renderScreen(<RecruiterOnboarding />, { route: '/recruiter-onboarding' });
    await screen.findByRole('heading', { level: 2, name: 'Your culture' });
    const user = setupUser();
    await user.click(screen.getByRole('radio', { name: 'Fast-paced' }));
    await user.click(screen.getByRole('radio', { name: 'Lots of guest contact' }));
    await user.click(screen.getByRole('radio', { name: /^Small team/ }));
    await user.click(screen.getByRole('radio', { name: 'Personal' }));
    await user.click(screen.getByRole('checkbox', { name: 'Teamwork' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Work pace is not one of the choices')).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Fast-paced' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Personal' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Teamwork' })).toBeChecked();
  });

  it('saves the careers page colours and headline, then goes to /recruiter', async () => {
    const { calls, state } = fakeApi({
      done: ['company_profile', 'first_venue'],
      hasCompany: true,
    });
    const { where } = renderScreen(<RecruiterOnboarding />, { route: '/recruiter-onboarding' });
    await screen.findByRole('heading', { level: 2, name: 'Your culture' });
    // The culture step is done elsewhere (another tab): the branding step opens once it is saved.
    state.done.add('culture_assessment');
    const user = setupUser();
    await user.click(screen.getByRole('radio', { name: 'Fast-paced' }));
    await user.click(screen.getByRole('radio', { name: 'Some guest contact' }));
    await user.click(screen.getByRole('radio', { name: /^Large team/ }));
    await user.click(screen.getByRole('radio', { name: 'Formal' }));
    await user.click(screen.getByRole('checkbox', { name: 'Quality' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByRole('heading', { level: 2, name: 'Your careers page' });

    fireEvent.change(screen.getByLabelText('Main colour'), { target: { value: '#7a1f3d' } });
    await user.type(screen.getByLabelText('Careers page headline'), 'Cook with us');
    expect(screen.getByTestId('branding-preview')).toHaveTextContent('Cook with us');
    await user.type(screen.getByLabelText('Logo URL'), 'logo.png');
    await user.click(screen.getByRole('button', { name: 'Save and finish' }));
    expect(
      screen.getByText('Logo URL must be a web address starting with https://'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Careers page headline')).toHaveValue('Cook with us');
    await user.clear(screen.getByLabelText('Logo URL'));
    await user.click(screen.getByRole('button', { name: 'Save and finish' }));

    await waitFor(() => expect(where().path).toBe('/recruiter'));
    expect(writes(calls).at(-1)).toMatchObject({
      url: '/api/companies/mine',
      method: 'PATCH',
      body: {
        primaryColor: '#7a1f3d',
        accentColor: '#b54708',
        careersHeadline: 'Cook with us',
        logoUrl: null,
      },
    });
  });

  it('goes straight to /recruiter when every required step is already done', async () => {
    const { calls } = fakeApi({
      done: ['company_profile', 'first_venue', 'culture_assessment'],
      hasCompany: true,
    });
    const { where } = renderScreen(<RecruiterOnboarding />, { route: '/recruiter-onboarding' });
    await waitFor(() => expect(where().path).toBe('/recruiter'));
    expect(where().navigationType).toBe('REPLACE');
    expect(writes(calls)).toEqual([]);
  });

  it('shows a failed load with Retry', async () => {
    let fail = true;
    const { overrides } = fakeApi({ done: [], hasCompany: true });
    overrides.push((call) =>
      fail && call.url === '/api/me/company'
        ? { status: 500, body: { message: 'Database is down' } }
        : undefined,
    );
    renderScreen(<RecruiterOnboarding />, { route: '/recruiter-onboarding' });
    expect(await screen.findByText('Database is down')).toBeInTheDocument();
    fail = false;
    await setupUser().click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your company' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Company name')).toHaveValue('Bistro Shah');
  });
});

describe('resumeStep', () => {
  const status = (done: Key[]) => ({
    allRequiredDone: false,
    percent: 0,
    steps: KEYS.map((key) => ({
      key,
      label: key,
      required: key !== 'branding',
      done: done.includes(key),
    })),
  });
  it('resumes at the first step not done', () => {
    expect(resumeStep(null)).toBe(0);
    expect(resumeStep(status([]))).toBe(0);
    expect(resumeStep(status(['company_profile']))).toBe(1);
    expect(resumeStep(status(['company_profile', 'first_venue']))).toBe(2);
    expect(resumeStep(status(['company_profile', 'first_venue', 'culture_assessment']))).toBe(3);
    expect(resumeStep(status([...KEYS]))).toBe(3);
  });
});
