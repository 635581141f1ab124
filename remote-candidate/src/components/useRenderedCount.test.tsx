import { act, render, screen } from '@testing-library/react';
import { useRenderedCount } from './useRenderedCount';

function List({ items }: { items: string[] }) {
  const rendered = useRenderedCount(items, 2);
  return (
    <ul>
      {items.slice(0, rendered).map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

describe('useRenderedCount', () => {
  it('renders the first items at once and the rest after a transition, again for a new list', async () => {
    const seen: number[] = [];
    function Probe({ items }: { items: string[] }) {
      seen.push(useRenderedCount(items, 2));
      return null;
    }
    const first = ['a', 'b', 'c', 'd'];
    const { rerender } = render(<Probe items={first} />);
    await act(async () => {});
    expect(seen[0]).toBe(2);
    expect(seen.at(-1)).toBe(4);

    seen.length = 0;
    rerender(<Probe items={['e', 'f', 'g']} />);
    expect(seen[0]).toBe(2);
    await act(async () => {});
    expect(seen.at(-1)).toBe(3);
  });

  it('a short list renders whole', async () => {
    render(<List items={['a']} />);
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
  });

  it('shows every item in the end', async () => {
    render(<List items={['a', 'b', 'c', 'd', 'e']} />);
    await act(async () => {});
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });
});
