import { render, screen } from '@testing-library/react';
import { APPLICATION_STATUSES } from 'shared-kernel/rules';
import { STATUS_COLOURS, StatusChip } from 'shared-kernel/ui';
import { STATUS_ICON, statusChipProps, statusLabel } from './application-status';

describe('application status', () => {
  it('has a label, colour and icon for every status of the vocabulary, each colour its own', () => {
    for (const status of APPLICATION_STATUSES) {
      expect(statusLabel(status)).not.toBe(status);
      expect(STATUS_ICON[status]).toBeTruthy();
    }
    const colours = APPLICATION_STATUSES.map((s) => STATUS_COLOURS[s].bg);
    expect(new Set(colours).size).toBe(colours.length);
  });

  it('shows withdrawn as Withdrawn, with its own colour and icon', () => {
    render(<StatusChip {...statusChipProps('withdrawn')} />);
    const chip = screen.getByText('Withdrawn').closest('[data-status]');
    expect(chip).toHaveAttribute('data-status', 'withdrawn');
    expect(chip?.querySelector('[data-testid="UndoIcon"]')).not.toBeNull();
    expect(statusLabel('rejected')).toBe('Not successful');
  });
});
