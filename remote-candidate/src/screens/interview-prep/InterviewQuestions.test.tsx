import { screen } from '@testing-library/react';
import { renderScreen, setupUser } from 'shared-kernel/testing';
import InterviewPreparation from './InterviewPreparation';
import InterviewQuestions from './InterviewQuestions';
import PracticeScenarios from './PracticeScenarios';
import RoleGuides from './RoleGuides';

describe('interview preparation screens', () => {
  it('filters questions by the role in the address and by search words', async () => {
    const { where } = renderScreen(<InterviewQuestions />, {
      route: '/interview-questions?role=kitchen',
    });
    expect(
      screen.getByText('How do you organise your section before and during service?'),
    ).toBeInTheDocument();
    expect(
      screen.queryByText('Someone who looks about 20 orders a pint. What do you do?'),
    ).not.toBeInTheDocument();
    await setupUser().type(screen.getByLabelText('Search'), 'temperatures');
    expect(screen.getByRole('status')).toHaveTextContent('1 result');
    expect(where().path).toBe('/interview-questions?role=kitchen&q=temperatures');
  });

  it('says so when nothing matches', async () => {
    renderScreen(<RoleGuides />, { route: '/role-guides?q=submarine' });
    expect(screen.getByText('Nothing matches your search')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 results');
  });

  it('shows one guide per role, and the chosen role only', () => {
    renderScreen(<RoleGuides />, { route: '/role-guides?role=barista' });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: /Barista: barista/ })).toBeInTheDocument();
  });

  it('lists scenarios with a good response and what to avoid', () => {
    renderScreen(<PracticeScenarios />, { route: '/practice-scenarios?role=hotel' });
    expect(screen.getByRole('heading', { name: 'A noise complaint at 1am' })).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'The fridge reads 11°C' }),
    ).not.toBeInTheDocument();
  });

  it('the hub carries the filter into each section', () => {
    renderScreen(<InterviewPreparation />, { route: '/interview-preparation?role=bar' });
    expect(screen.getByRole('link', { name: /Interview questions/ })).toHaveAttribute(
      'href',
      '/interview-questions?role=bar',
    );
    expect(screen.getByRole('link', { name: /Role guides/ })).toHaveTextContent('1 result');
  });
});
