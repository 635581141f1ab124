import { render, screen } from '@testing-library/react';
import { APPLICATION_STATUSES } from 'shared-kernel/rules';
import { STATUS_DISPLAY, StatusChip, statusLabel } from './StatusChip';

describe('StatusChip', () => {
  it('has a label, colour and icon for every status of the vocabulary, each colour its own', () => {
    for (const status of APPLICATION_STATUSES) {
      expect(STATUS_DISPLAY[status]?.label).toBeTruthy();
      expect(STATUS_DISPLAY[status].icon).toBeTruthy();
    }
    const colours = APPLICATION_STATUSES.map((s) => STATUS_DISPLAY[s].bg);
    expect(new Set(colours).size).toBe(colours.length);
  });

  it('shows withdrawn as Withdrawn, with its own colour and icon', () => {
    render(<StatusChip status="withdrawn" />);
    const chip = screen.getByText('Withdrawn').closest('[data-status]');
    expect(chip).toHaveAttribute('data-status', 'withdrawn');
    expect(chip?.querySelector('[data-testid="UndoIcon"]')).not.toBeNull();
    expect(statusLabel('rejected')).toBe('Not successful');
  });
});
