import { useRef, type KeyboardEvent } from 'react';
import Box, { type BoxProps } from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';

export interface ModeTab<T extends string> {
  value: T;
  label: string;
}

/** The tab the key moves to (WAI-ARIA tabs: arrows wrap, Home and End), or null. */
export function tabAfterKey(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * A few tabs that switch what a card shows (WAI-ARIA tabs with automatic activation: the arrow
 * keys, Home and End move and select; only the selected tab is a Tab stop). MUI's Tabs measures
 * itself after each render for its sliding indicator and scroll buttons: on the dashboard that
 * was a forced layout of the whole page inside the carousel's first render, some 100 ms on a
 * phone. Here the selected tab is underlined by CSS, with nothing to measure.
 */
export function ModeTabs<T extends string>({
  value,
  onChange,
  tabs,
  label,
  sx,
}: {
  value: T;
  onChange: (value: T) => void;
  tabs: readonly ModeTab<T>[];
  label: string;
  sx?: BoxProps['sx'];
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = tabAfterKey(event.key, index, tabs.length);
    if (next === null) return;
    event.preventDefault();
    onChange(tabs[next].value);
    buttons.current[next]?.focus();
  };
  return (
    <Box
      role="tablist"
      aria-label={label}
      sx={[
        { display: 'flex', borderBottom: 1, borderColor: 'divider' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <ButtonBase
            key={tab.value}
            ref={(element: HTMLButtonElement | null) => {
              buttons.current[index] = element;
            }}
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            sx={{
              typography: 'button',
              minHeight: 48,
              minWidth: 90,
              px: 2,
              color: selected ? 'primary.main' : 'text.secondary',
              boxShadow: selected ? 'inset 0 -2px 0 currentColor' : 'none',
            }}
          >
            {tab.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
