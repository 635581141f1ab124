/**
 * sx for a list laid out as a grid: no bullets, no browser indent. The list adds its own gap and
 * columns.
 */
export const gridListSx = { listStyle: 'none', m: 0, p: 0, display: 'grid' } as const;
