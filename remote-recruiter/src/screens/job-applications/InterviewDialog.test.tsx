import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from 'shared-kernel';
import { daysFromToday } from 'shared-kernel/rules';
import { renderScreen, setupUser } from 'shared-kernel/testing';
import { InterviewDialog } from './InterviewDialog';

// The dialog on shared-kernel/forms (useContractForm + useFormSubmit): its own checks first,
// then the body it hands on; a 400 naming a field goes under that field. A date input takes no
// typing in jsdom: its value is set.
describe('InterviewDialog', () => {
  it('says what is missing, then sends the interview and closes', async () => {
    const onSave = jest.fn().mockResolvedValue({});
    const onClose = jest.fn();
    const user = setupUser();
    renderScreen(<InterviewDialog open interview={null} onClose={onClose} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Save interview' }));
    expect(await screen.findByText('Date is required')).toBeInTheDocument();
    expect(screen.getByText('Interviewer is required')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Date'), { target: { value: daysFromToday(7) } });
    await user.type(screen.getByLabelText('Venue or address'), 'The Quay');
    await user.type(screen.getByLabelText('Interviewer'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Save interview' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        durationMinutes: 30,
        mode: 'in_person',
        location: 'The Quay',
        interviewerName: 'Ana',
      }),
    );
  });

  it('puts a 400 naming a field under it and stays open', async () => {
    const onSave = jest
      .fn()
      .mockRejectedValue(
        new ApiError(
          400,
          'Bad Request',
          JSON.stringify({ message: 'Interviewer is too long', field: 'interviewerName' }),
        ),
      );
    const onClose = jest.fn();
    const user = setupUser();
    renderScreen(<InterviewDialog open interview={null} onClose={onClose} onSave={onSave} />);
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: daysFromToday(7) } });
    await user.type(screen.getByLabelText('Venue or address'), 'The Quay');
    await user.type(screen.getByLabelText('Interviewer'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Save interview' }));
    expect(await screen.findByText('Interviewer is too long')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
