import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { RemoteScreen } from './RemoteScreen';
import { loadScreens } from './load-screens';

jest.mock('./load-screens', () => ({ loadScreens: jest.fn() }));
const load = loadScreens as jest.MockedFunction<typeof loadScreens>;

const Jobs = () => <h1>Jobs near you</h1>;
const screens = (Screen = Jobs) =>
  ({ screens: { JobSearch: Screen } }) as unknown as Awaited<ReturnType<typeof loadScreens>>;

beforeEach(() => load.mockReset());
afterEach(() => jest.restoreAllMocks());

describe('a remote area', () => {
  it("shows Loading, then the remote's screen", async () => {
    load.mockResolvedValue(screens());
    render(<RemoteScreen remote="remote_public" screen="JobSearch" />);
    expect(screen.getByRole('status')).toHaveTextContent(/loading/i);
    expect(await screen.findByRole('heading', { name: 'Jobs near you' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('remote_public', { retry: false });
  });

  it('a remote that fails: what failed and Retry, which loads it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load
      .mockRejectedValueOnce(new Error('remoteEntry.js did not load'))
      .mockResolvedValue(screens());
    render(<RemoteScreen remote="remote_public" screen="JobSearch" />);
    expect(await screen.findByText('The public pages could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('remoteEntry.js did not load')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Jobs near you' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('remote_public', { retry: true });
  });

  it('a screen the remote does not have: says so', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockResolvedValue(screens());
    render(<RemoteScreen remote="remote_public" screen="Nope" />);
    expect(await screen.findByText('remote_public has no screen named Nope.')).toBeInTheDocument();
  });

  it("hydrates the server's markup in place: kept while the remote loads, then React's", async () => {
    const container = document.createElement('div');
    document.body.append(container);
    // What the server sends (docs/job-boards.md): the screen's markup inside the boundary that
    // RemoteScreen renders (React's markers of a Suspense boundary the server completed).
    container.innerHTML = '<!--$--><h1>Jobs near you</h1><!--/$-->';
    const Served = () => <RemoteScreen remote="remote_public" screen="JobSearch" />;
    const served = container.querySelector('h1')!;
    let resolve!: (mod: Awaited<ReturnType<typeof loadScreens>>) => void;
    load.mockReturnValue(new Promise((done) => (resolve = done)));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, <Served />);
    });
    expect(container.querySelector('h1')).toBe(served); // still the server's, still shown
    await act(async () => resolve(screens()));
    expect(container.querySelector('h1')).toBe(served);
    expect(Object.keys(served).some((key) => key.startsWith('__reactProps'))).toBe(true);
    expect(errors).not.toHaveBeenCalled();
  });
});
