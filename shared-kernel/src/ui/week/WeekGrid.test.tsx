import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { setupUser } from 'shared-kernel/testing';
import { WeekGrid } from './WeekGrid';
import { moveInWeek, slotLabel } from './week';

function Grid({ initial = [] as string[], onChange = (_: string[]) => {} }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <button type="button">Before</button>
      <WeekGrid
        legend="When you can work"
        help="Tick the day parts you can work."
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button">After</button>
    </>
  );
}

const cell = (name: string) => screen.getByRole('checkbox', { name });

describe('WeekGrid by keyboard', () => {
  it('is one Tab stop: Tab enters at one cell and the next Tab leaves the grid', async () => {
    render(<Grid />);
    const user = setupUser();
    const grid = screen.getByRole('grid', { name: 'When you can work' });
    expect(grid).toHaveAccessibleDescription(/Arrow keys move/);
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    expect(screen.getAllByRole('checkbox')).toHaveLength(28);

    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(cell('Monday morning')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(cell('Monday morning')).toHaveFocus();
  });

  it('enters at the first ticked cell', async () => {
    render(<Grid initial={['wed_late', 'sat_evening']} />);
    await setupUser().click(screen.getByRole('button', { name: 'Before' }));
    await setupUser().tab();
    expect(cell('Wednesday late')).toHaveFocus();
  });

  it('arrow keys move across days and down day parts, and the Tab stop follows', async () => {
    render(<Grid />);
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(cell('Wednesday morning')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(cell('Wednesday evening')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(cell('Tuesday afternoon')).toHaveFocus();
    await user.keyboard('{End}');
    expect(cell('Sunday afternoon')).toHaveFocus();
    await user.keyboard('{ArrowRight}'); // stops at the edge
    expect(cell('Sunday afternoon')).toHaveFocus();
    expect(cell('Sunday afternoon')).toHaveAttribute('tabindex', '0');
    expect(cell('Monday morning')).toHaveAttribute('tabindex', '-1');

    // Leaving and coming back lands on the last cell used.
    await user.tab();
    await user.tab({ shift: true });
    expect(cell('Sunday afternoon')).toHaveFocus();
  });

  it('Space and Enter tick and untick the focused cell without sending a form', async () => {
    const changes: string[][] = [];
    const submit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={submit}>
        <Grid initial={['mon_morning']} onChange={(next) => changes.push(next)} />
      </form>,
    );
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    await user.keyboard('{ArrowDown}[Space]');
    expect(cell('Monday afternoon')).toBeChecked();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(cell('Tuesday afternoon')).toBeChecked();
    await user.keyboard('{Enter}');
    expect(cell('Tuesday afternoon')).not.toBeChecked();
    expect(changes).toEqual([
      ['mon_morning', 'mon_afternoon'],
      ['mon_morning', 'mon_afternoon', 'tue_afternoon'],
      ['mon_morning', 'mon_afternoon'],
    ]);
    expect(submit).not.toHaveBeenCalled();
  });
});

describe('moveInWeek', () => {
  it('moves one step, stops at the edges, and jumps to the row or week ends', () => {
    expect(moveInWeek('mon_morning', 'ArrowLeft')).toBe('mon_morning');
    expect(moveInWeek('mon_morning', 'ArrowUp')).toBe('mon_morning');
    expect(moveInWeek('sun_late', 'ArrowDown')).toBe('sun_late');
    expect(moveInWeek('thu_evening', 'Home')).toBe('mon_evening');
    expect(moveInWeek('thu_evening', 'Home', true)).toBe('mon_morning');
    expect(moveInWeek('thu_evening', 'End', true)).toBe('sun_late');
    expect(moveInWeek('thu_evening', 'a')).toBeNull();
  });
});

describe('slotLabel', () => {
  it('names a token in short words and leaves an unknown one as it is', () => {
    expect(slotLabel('fri_evening')).toBe('Fri evening');
    expect(slotLabel('sun_late')).toBe('Sun late');
    expect(slotLabel('someday')).toBe('someday');
  });
});

describe('WeekGrid in a form', () => {
  it('shows the error under the grid and describes the grid with it', () => {
    render(<WeekGrid legend="Day parts needed" value={[]} onChange={() => {}} error="Too many" />);
    const grid = screen.getByRole('grid', { name: 'Day parts needed' });
    expect(grid).toHaveAttribute('aria-invalid', 'true');
    expect(grid).toHaveAccessibleDescription(/Too many/);
  });
});
