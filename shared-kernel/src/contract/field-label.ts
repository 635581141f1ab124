// How a field is named in an error, by the API (http/validation.ts) and by a form
// (forms/schema-messages.ts) alike, when nothing gave it a label.

/** `salaryMax` → `Salary max`, `venues.0.postCode` → `Post code` (the last named segment). */
export function fieldLabel(field: string): string {
  const last =
    field
      .split('.')
      .filter((segment) => !/^\d+$/.test(segment))
      .pop() ?? field;
  const words = last
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
