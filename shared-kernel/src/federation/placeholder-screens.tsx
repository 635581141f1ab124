import type { ComponentType } from 'react';
import { NotBuiltYet } from '../NotBuiltYet';

/** 'TalentPoolMessages' → 'Talent Pool Messages'. */
export function screenTitle(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1 $2');
}

/** The plain "not built yet" screens a remote shows until a later issue builds them. */
export function placeholderScreens<N extends string>(
  names: readonly N[],
): Record<N, ComponentType> {
  const screens = {} as Record<N, ComponentType>;
  for (const name of names) {
    const Placeholder = () => <NotBuiltYet title={screenTitle(name)} />;
    Placeholder.displayName = `Placeholder(${name})`;
    screens[name] = Placeholder;
  }
  return screens;
}
