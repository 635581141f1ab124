import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from './ErrorBoundary';
import { SomethingWentWrong } from './SomethingWentWrong';

function Boom({ message }: { message: string }): never {
  throw new Error(message);
}

describe('the rendering-error screen (spec section 2)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

  it('shows Something went wrong with the error message and Refresh Page', () => {
    render(
      <ErrorBoundary fallback={(error) => <SomethingWentWrong error={error} />}>
        <Boom message="Cannot read the menu" />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Cannot read the menu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  });

  it('without a message it shows the fallback text', () => {
    render(<SomethingWentWrong error={new Error('')} />);
    expect(
      screen.getByText(
        "We're sorry, but something unexpected happened. Please refresh the page and try again.",
      ),
    ).toBeInTheDocument();
  });
});
