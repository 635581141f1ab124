import { render, screen } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { setupUser } from 'shared-kernel/testing';
import { TEXTS } from '../texts';
import { QueryView } from './QueryView';

/** The parts of a query result QueryView reads. */
function queryOf<T>(state: {
  data?: T;
  isPending?: boolean;
  error?: Error;
  refetch?: () => void;
}): UseQueryResult<T> {
  return {
    data: state.data,
    isPending: state.isPending ?? false,
    isError: Boolean(state.error),
    error: state.error ?? null,
    refetch: state.refetch ?? (() => {}),
  } as unknown as UseQueryResult<T>;
}

describe('QueryView: one way to show a read’s loading and failure', () => {
  test('loading: the status with its words, not the children', () => {
    render(
      <QueryView query={queryOf<string>({ isPending: true })} label="Loading your jobs…">
        {(data) => <p>{data}</p>}
      </QueryView>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading your jobs…');
  });

  test('arriving: the data is here but still being rendered into place, so still loading', () => {
    const { rerender } = render(
      <QueryView query={queryOf({ data: 'Sous Chef' })} arriving>
        {(data) => <p>{data}</p>}
      </QueryView>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(TEXTS.loading);
    rerender(
      <QueryView query={queryOf({ data: 'Sous Chef' })} arriving={false}>
        {(data) => <p>{data}</p>}
      </QueryView>,
    );
    expect(screen.getByText('Sous Chef')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  test('failed (also while arriving): the title, the message and Retry, which reads again', async () => {
    const refetch = jest.fn();
    const user = setupUser();
    render(
      <QueryView
        query={queryOf<string>({ error: new Error('The server is busy'), refetch })}
        errorTitle="Your jobs could not be loaded"
        arriving
      >
        {(data) => <p>{data}</p>}
      </QueryView>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your jobs could not be loaded');
    expect(alert).toHaveTextContent('The server is busy');
    await user.click(screen.getByRole('button', { name: TEXTS.retry }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  test('no data (a read’s 401) is a failure, unless null means something (allowNull)', () => {
    const { rerender } = render(
      <QueryView query={queryOf<string | null>({ data: null })}>
        {(data) => <p>Got {data}</p>}
      </QueryView>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(TEXTS.somethingWentWrong);
    rerender(
      <QueryView query={queryOf<string | null>({ data: null })} allowNull>
        {(data) => <p>Not answered yet: {String(data)}</p>}
      </QueryView>,
    );
    expect(screen.getByText('Not answered yet: null')).toBeInTheDocument();
  });
});
