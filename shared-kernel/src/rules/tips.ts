// Tips apart from pay (issue 43 item 2): how a job's tips reach staff, shown beside the base pay,
// never added to it (the pay figures and the JSON-LD baseSalary are the base rate only).

import type { TipKind } from '../vocabularies.js';
import { formatPay, type Pay } from './pay.js';

export type { TipKind };

/** A job's tips: the kind and, optionally, about how much an hour in pounds (whole pence). */
export interface Tips {
  kind: TipKind;
  averagePerHour?: number | null;
}

/** No tips: a job that does not say (the default of a new job). */
export const NO_TIPS: Tips = { kind: 'none' };

/** The most a job may say its tips average an hour, in pounds. */
export const TIPS_AVERAGE_MAX = 100;

/** A job with tips before its company has written its tipping policy: the 400 on `tips`. */
export const TIPS_NEED_POLICY_MESSAGE =
  'Tips: write your tipping policy before a job says it has tips';

/** What each kind says after the pay ('' for none). */
export const TIP_KIND_TEXTS: Readonly<Record<TipKind, string>> = {
  none: '',
  tips: '+ tips',
  tronc: '+ tips shared by tronc',
  service_charge: '+ a share of the service charge',
};

/** The public company page's section with the tipping policy (the job page links to it). */
export const TIPPING_POLICY_ANCHOR = 'tipping-policy';

/** '/company/<slug>#tipping-policy': where a job's "Tipping policy" link goes. */
export function tippingPolicyPath(companySlug: string): string {
  return `/company/${encodeURIComponent(companySlug)}#${TIPPING_POLICY_ANCHOR}`;
}

/** '£2.50' (always with pence). */
const poundsAndPence = (n: number) => `£${n.toFixed(2)}`;

/**
 * '' for none, '+ tips', '+ tips shared by tronc', '+ a share of the service charge', with
 * ', about £2.50/hour' when the average is set.
 */
export function formatTips(tips: Tips | null | undefined): string {
  if (!tips || tips.kind === 'none') return '';
  const text = TIP_KIND_TEXTS[tips.kind];
  const average = tips.averagePerHour;
  return average != null && average > 0 ? `${text}, about ${poundsAndPence(average)}/hour` : text;
}

/** '£12.71/hour + tips shared by tronc, about £2.50/hour': the base pay, then the tips. */
export function formatPayWithTips(pay: Pay | string, tips: Tips | null | undefined): string {
  const base = typeof pay === 'string' ? pay : formatPay(pay);
  const extra = formatTips(tips);
  return extra ? `${base} ${extra}` : base;
}

/**
 * Why an average per hour is refused (null when fine): above 0, at most £100, in whole pence.
 * Only with a kind other than none (tipsProblem).
 */
export function tipsProblem(tips: Tips): string | null {
  const average = tips.averagePerHour;
  if (average == null) return null;
  if (tips.kind === 'none')
    return 'Tips: an average per hour needs a kind of tips (tips, tronc or service charge)';
  if (!(average > 0) || average > TIPS_AVERAGE_MAX)
    return `Tips: the average per hour must be more than £0 and at most £${TIPS_AVERAGE_MAX}`;
  if (Math.abs(average * 100 - Math.round(average * 100)) > 1e-6)
    return 'Tips: the average per hour must be in whole pence';
  return null;
}

/**
 * The tips as a sentence for a description (the Indeed feed's, the JobPosting's), '' for none:
 * 'On top of the pay: tips shared by tronc, about £2.50/hour.' The pay figures stay the base rate.
 */
export function tipsSentence(tips: Tips | null | undefined): string {
  const text = formatTips(tips);
  return text ? `On top of the pay: ${text.replace(/^\+ /, '')}.` : '';
}
