import { useId, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/** Large enough to tap on a phone (WCAG's 44px, with room). */
export const TAP_HEIGHT = 48;

export type Tile = { value: string; content: ReactNode; disabled?: boolean };

/** How a tile was chosen: a click, a tap, Space or Enter; or an arrow key, Home or End. */
export type ChosenBy = 'press' | 'arrow';

const STEP: Record<string, 1 | -1> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** The tile an arrow key, Home or End moves to from `from`, over the enabled ones, wrapping. */
export function tileAfter(tiles: readonly Tile[], from: number, key: string): number | null {
  const enabled = tiles.flatMap((tile, index) => (tile.disabled ? [] : [index]));
  if (enabled.length === 0) return null;
  if (key === 'Home') return enabled[0]!;
  if (key === 'End') return enabled[enabled.length - 1]!;
  const step = STEP[key];
  if (!step) return null;
  const at = enabled.indexOf(from);
  if (at === -1) return enabled[0]!;
  return enabled[(at + step + enabled.length) % enabled.length]!;
}

/**
 * A radio group of large tiles in a wrapping grid, one Tab stop (a roving tabindex: the chosen
 * tile, else the first enabled one). Arrow keys, Home and End move and choose (WAI-ARIA's radio
 * group); a click, a tap, Space or Enter chooses the tile under it. A disabled tile is skipped.
 */
export function ChoiceTiles({
  labelledBy,
  tiles,
  value,
  onChoose,
  minWidth,
  groupRef,
}: {
  labelledBy: string;
  tiles: readonly Tile[];
  value: string | null;
  onChoose: (value: string, by: ChosenBy) => void;
  /** The narrowest a tile may be, px: the grid fits as many columns as it can. */
  minWidth: number;
  groupRef?: Ref<HTMLDivElement>;
}) {
  const id = useId();
  const tileId = (index: number) => `${id}-${index}`;
  const checked = tiles.findIndex((tile) => tile.value === value && !tile.disabled);
  const stop = checked !== -1 ? checked : tiles.findIndex((tile) => !tile.disabled);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = tiles.findIndex((_, index) => tileId(index) === (event.target as HTMLElement).id);
    if (from === -1) return;
    const next = tileAfter(tiles, from, event.key);
    if (next === null) return;
    event.preventDefault(); // no page scroll
    onChoose(tiles[next]!.value, 'arrow');
    document.getElementById(tileId(next))?.focus();
  };
  return (
    <Box
      ref={groupRef}
      role="radiogroup"
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: `repeat(auto-fill, minmax(${minWidth}px, 1fr))`,
      }}
    >
      {tiles.map((tile, index) => {
        const on = index === checked;
        return (
          <Button
            key={tile.value}
            id={tileId(index)}
            role="radio"
            aria-checked={on}
            tabIndex={index === stop ? 0 : -1}
            disabled={tile.disabled}
            variant={on ? 'contained' : 'outlined'}
            onClick={() => onChoose(tile.value, 'press')}
            sx={{
              minHeight: TAP_HEIGHT,
              px: 1,
              fontSize: '1rem',
              fontVariantNumeric: 'tabular-nums',
              textTransform: 'none',
              lineHeight: 1.3,
              '&.Mui-disabled': {
                borderStyle: 'dashed',
                borderColor: 'text.secondary',
                color: 'text.primary',
              },
            }}
          >
            {tile.content}
          </Button>
        );
      })}
    </Box>
  );
}
