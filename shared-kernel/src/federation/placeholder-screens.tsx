// Each remote names every screen of its map itself (src/screens.ts), so a missing screen fails the
// type check; no map of placeholders fills the gaps any more.

/** 'TalentPoolMessages' → 'Talent Pool Messages'. */
export function screenTitle(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1 $2');
}
