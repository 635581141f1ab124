import { formatDate, formatLongDateTime, type DateInput } from 'shared-kernel/rules';

// The pack's dates carry their year: a date of birth, a share code's last day, the day a check
// or a save was made are records, read months later.

/** '2026-06-18' → '18 Jun 2026'. */
export const packDay = (value: DateInput | null | undefined) => formatDate(value, 'd MMM yyyy');

/** 'Sat 21 Mar 2026, 10:30' (London time): when something was signed or read. */
export const packTime = (value: DateInput | null | undefined) => formatLongDateTime(value);
