import { ONBOARDING } from '../../texts';

export type Errors<K extends string> = Partial<Record<K, string>>;

/** An optional web address: empty, or http(s)://… */
export function isWebAddress(value: string): boolean {
  if (!value.trim()) return true;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export const checkWebAddress = (value: string, label: string) =>
  isWebAddress(value) ? undefined : ONBOARDING.invalidUrl(label);

/** '' → null, otherwise the trimmed text. */
export const orNull = (value: string) => value.trim() || null;
