import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyScreens } from './screens';

describe('lazyScreens', () => {
  it('renders each screen from its loader, and preload runs the same loader ahead', async () => {
    const loadDashboard = jest.fn(async () => ({ default: () => <h1>Dashboard</h1> }));
    const loadJobs = jest.fn(async () => ({ default: () => <h1>Jobs</h1> }));
    const { screens, preload } = lazyScreens({ Dashboard: loadDashboard, Jobs: loadJobs });

    preload('Dashboard');
    expect(loadDashboard).toHaveBeenCalledTimes(1);
    expect(loadJobs).not.toHaveBeenCalled();

    const Dashboard = screens.Dashboard;
    render(
      <Suspense fallback="Loading">
        <Dashboard />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(loadJobs).not.toHaveBeenCalled();
  });

  it('keeps a failed preload quiet: rendering the screen reports it', async () => {
    const failing = jest.fn(() => Promise.reject(new Error('offline')));
    const { preload } = lazyScreens({ Dashboard: failing });
    expect(() => preload('Dashboard')).not.toThrow();
    await Promise.resolve();
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
