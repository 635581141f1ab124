/**
 * Read by assistive technology, not shown: an `sx` style. Sizes are pixel strings on purpose: in
 * `sx` a number up to 1 is a fraction of the parent (`width: 1` would be 100% and could make a
 * phone page scroll sideways).
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;
