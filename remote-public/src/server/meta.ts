// The meta descriptions of the pages rendered here (search results, link previews), at most
// META_DESCRIPTION_MAX characters: a job's is its pay, hours and town, then its description.
import type { Job } from 'shared-kernel/contract';
import { EMPLOYMENT_TYPE_LABELS, formatPayWithTips } from 'shared-kernel/rules';

/** Google's limit for a meta description that shows whole. */
export const META_DESCRIPTION_MAX = 160;

/** The first `max` characters of a text, cut at a word, with '…' when cut. */
export function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:·-]+$/, '')}…`;
}

/** "£14.00/hour · Full time · London · Serve guests well…". */
export function jobMetaDescription(job: Job): string {
  const facts = [
    formatPayWithTips(job.pay, job.tips),
    EMPLOYMENT_TYPE_LABELS[job.employmentType],
    job.venue.city,
  ];
  return shorten(`${facts.join(' · ')} · ${job.description}`, META_DESCRIPTION_MAX);
}
