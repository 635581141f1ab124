import { act, renderHook } from '@testing-library/react';
import { Type } from 'typebox';
import { ApiError } from '../api/http';
import { applyApiError, NETWORK_ERROR_MESSAGE, useContractForm } from '.';

const Schema = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 10 }),
  venue: Type.Object({ name: Type.String() }),
});

function apiError(status: number, body: object) {
  return new ApiError(status, 'Bad Request', JSON.stringify(body));
}

function fakeForm() {
  const setError = jest.fn();
  const form = { setError, getValues: () => ({ email: '', venue: { name: '' } }) };
  return { form, setError } as unknown as {
    form: Parameters<typeof applyApiError<{ email: string; venue: { name: string } }>>[0];
    setError: jest.Mock;
  };
}

describe('applyApiError: one mapper from a failed call to the form', () => {
  it('puts a message under the field the API names, focused, and leaves no alert', () => {
    const { form, setError } = fakeForm();
    const alert = applyApiError(form, apiError(400, { message: 'Taken', field: 'email' }));
    expect(alert).toBeNull();
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'Taken' },
      { shouldFocus: true },
    );
  });

  it('finds nested fields, and maps API field names the form calls otherwise', () => {
    const { form, setError } = fakeForm();
    expect(applyApiError(form, apiError(400, { message: 'Bad', field: 'venue.name' }))).toBeNull();
    expect(setError).toHaveBeenLastCalledWith('venue.name', expect.anything(), expect.anything());
    const fieldOf = (f: string) => (f === 'contactEmail' ? 'email' : undefined);
    expect(
      applyApiError(form, apiError(400, { message: 'Bad', field: 'contactEmail' }), { fieldOf }),
    ).toBeNull();
    expect(setError).toHaveBeenLastCalledWith('email', expect.anything(), expect.anything());
  });

  it('routes a status to a field when asked (409 → email)', () => {
    const { form, setError } = fakeForm();
    const conflict = apiError(409, { message: 'An account with this email already exists' });
    expect(applyApiError(form, conflict, { byStatus: { 409: 'email' } })).toBeNull();
    expect(setError).toHaveBeenCalledWith('email', expect.anything(), { shouldFocus: true });
  });

  it('gives the message for the alert when no field of the form is named', () => {
    const { form, setError } = fakeForm();
    expect(applyApiError(form, apiError(429, { message: 'Too many attempts' }))).toBe(
      'Too many attempts',
    );
    expect(applyApiError(form, apiError(400, { message: 'Odd', field: 'userType' }))).toBe('Odd');
    expect(applyApiError(form, new TypeError('Failed to fetch'))).toBe(NETWORK_ERROR_MESSAGE);
    expect(applyApiError(form, new TypeError('x'), { networkMessage: 'Offline' })).toBe('Offline');
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('useContractForm: the contract schema after the form’s own checks', () => {
  it('shows the form’s own message first, then the schema’s', async () => {
    const { result } = renderHook(() =>
      useContractForm(Schema, {
        defaultValues: { email: '', venue: { name: 'x' } },
        checks: (values) => ({ email: values.email ? undefined : 'Email is required' }),
      }),
    );
    const send = jest.fn();
    await act(() => result.current.handleSubmit(send)());
    expect(result.current.getFieldState('email').error?.message).toBe('Email is required');
    act(() => result.current.setValue('email', 'much-too-long@example.com'));
    await act(() => result.current.handleSubmit(send)());
    expect(result.current.getFieldState('email').error?.type).toBe('maxLength');
    expect(send).not.toHaveBeenCalled();
    act(() => result.current.setValue('email', 'a@b.co'));
    await act(() => result.current.handleSubmit(send)());
    expect(send).toHaveBeenCalledWith({ email: 'a@b.co', venue: { name: 'x' } }, undefined);
  });
});

describe('useContractForm(null, …): a form its own checks alone decide', () => {
  type Rota = { name: string; shifts: { start: string }[] };
  const checks = (values: Rota) => {
    const found: Partial<Record<string, string>> = {};
    const [first, second] = values.shifts;
    if (first?.start && second?.start && first.start > second.start)
      found.shifts = 'Put the shifts in order';
    values.shifts.forEach((shift, i) => {
      if (!shift.start) found[`shifts.${i}.start`] = 'Give the start';
    });
    return found;
  };

  it('puts a list’s own message on the list (its items registered), an item’s on its path, and sends the values', async () => {
    const { result } = renderHook(() =>
      useContractForm<Rota>(null, {
        defaultValues: { name: 'Bar', shifts: [{ start: '' }, { start: '09:00' }] },
        checks,
      }),
    );
    // The screen registers each item's field, as a list of inputs does.
    act(() => {
      result.current.register('shifts.0.start');
      result.current.register('shifts.1.start');
    });
    const send = jest.fn();
    await act(() => result.current.handleSubmit(send)());
    expect(result.current.getFieldState('shifts.0.start').error?.message).toBe('Give the start');
    expect(result.current.getFieldState('shifts.1.start').error).toBeUndefined();
    act(() => result.current.setValue('shifts.0.start', '17:00'));
    await act(() => result.current.handleSubmit(send)());
    expect(result.current.getFieldState('shifts').error?.message).toBe('Put the shifts in order');
    expect(send).not.toHaveBeenCalled();
    act(() => result.current.setValue('shifts.1.start', '18:00'));
    await act(() => result.current.handleSubmit(send)());
    expect(send).toHaveBeenCalledWith(
      { name: 'Bar', shifts: [{ start: '17:00' }, { start: '18:00' }] },
      undefined,
    );
  });
});
