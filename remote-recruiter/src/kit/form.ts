/** Messages shown under fields, by field key. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export const looksLikeUrl = (value: string) => /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value.trim());
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/** A label from a vocabulary value: 'full_time' → 'Full time'. */
export const labelOf = (value: string) =>
  value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');
