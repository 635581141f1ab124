// The public job page's HTML (docs/job-boards.md): the frame the host's server completes (nginx
// SSI includes of the host's head, signed-in or signed-out body, and end), the head's tags for
// crawlers and link previews, and the article, readable without JavaScript.
import escapeHtml from 'escape-html';
import {
  CERTIFICATE_LABELS,
  EMPLOYMENT_TYPE_LABELS,
  JOB_PAGE_WORDS as W,
  careersPath,
  descriptionHtml,
  formatPayWithTips,
  hasTips,
  jobPageFacts,
  jobPagePath,
  jobTown,
  tippingPolicyPath,
  under18AlcoholNotice,
  workplaceLine,
} from 'shared-kernel/rules';
import { scriptJson, shorten } from '../html.js';
import type { PageJob } from './job-page-data.js';
import { JOB_PAGE_CSS } from './styles.js';
import { PAGE_TEXTS as T, SITE_NAME } from './texts.js';

/** Google's limit for a meta description that shows whole. */
const META_DESCRIPTION_MAX = 160;

type Frame = {
  /** The tags after the host's head include: title, meta, links (already HTML). */
  head: string;
  /** The JobPosting, only on an open job's page. */
  jobPosting?: unknown;
  article: string;
  signedIn: boolean;
};

/** The document the host's server completes: its includes around our head and article. */
function frame({ head, jobPosting, article, signedIn }: Frame): string {
  return [
    '<!--# include virtual="/pages/job-head.html" -->',
    head,
    `<style>${JOB_PAGE_CSS}</style>`,
    ...(jobPosting === undefined
      ? []
      : [`<script type="application/ld+json">${scriptJson(jobPosting)}</script>`]),
    `<!--# include virtual="/pages/job-body-${signedIn ? 'signed-in' : 'signed-out'}.html" -->`,
    article,
    '<!--# include virtual="/pages/job-end.html" -->',
    '',
  ].join('\n');
}

const meta = (name: string, content: string) =>
  `<meta name="${name}" content="${escapeHtml(content)}">`;
const og = (property: string, content: string) =>
  `<meta property="og:${property}" content="${escapeHtml(content)}">`;
const NOINDEX = meta('robots', 'noindex');

/** "Head Chef at The Group, London". */
export const pageTitle = (job: PageJob) => T.title(job.title, job.company.name, job.venue.city);

/** "£14.00/hour · Full time · London · Serve guests well…", at most 160 characters. */
export function metaDescription(job: PageJob): string {
  const facts = [
    formatPayWithTips(job.pay, job.tips),
    EMPLOYMENT_TYPE_LABELS[job.employmentType],
    job.venue.city,
  ];
  return shorten(`${facts.join(' · ')} · ${job.description}`, META_DESCRIPTION_MAX);
}

/** "The Test Kitchen · London E1 6AN": the venue and its town. */
const placeLine = (job: PageJob) => `${job.venue.name} · ${jobTown(job)}`;

function companyLink(job: PageJob): string {
  return `<a href="${escapeHtml(careersPath(job.company.slug))}">${escapeHtml(job.company.name)}</a>`;
}

/** A job with tips: the link to its company's written tipping policy (issue 43 item 2). */
function tippingPolicyLink(job: PageJob): string[] {
  if (!hasTips(job)) return [];
  const href = escapeHtml(tippingPolicyPath(job.company.slug));
  return [`<p class="hh-job-tips"><a href="${href}">${escapeHtml(W.tippingPolicy)}</a></p>`];
}

/** A job open to 16-year-olds that serves alcohol: the under-18 rule (issue 43, s.153). */
function under18Rule(job: PageJob): string[] {
  const notice = under18AlcoholNotice({ ...job, venueType: job.venue.venueType });
  return notice ? [`<p class="hh-job-notice" role="note">${escapeHtml(notice)}</p>`] : [];
}

const fact = (term: string, value: string) =>
  `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`;

export type OpenPage = {
  job: PageJob;
  /** The absolute canonical address (the sitemap's). */
  pageUrl: string;
  /** The company's logo, absolute, when it has one. */
  logoUrl: string | null;
  jobPosting: unknown;
  signedIn: boolean;
};

/** An open job's page (200): everything its JobPosting says, shown. */
export function openJobPage({ job, pageUrl, logoUrl, jobPosting, signedIn }: OpenPage) {
  const title = pageTitle(job);
  const description = metaDescription(job);
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    meta('description', description),
    `<link rel="canonical" href="${escapeHtml(pageUrl)}">`,
    og('type', 'website'),
    og('title', title),
    og('description', description),
    og('url', pageUrl),
    og('site_name', SITE_NAME),
    ...(logoUrl ? [og('image', logoUrl)] : []),
  ].join('\n');
  const workplace = workplaceLine(job);
  const applyQuery = `apply=${encodeURIComponent(job.id)}`;
  // The order and words of remote-public's JobPage, which replaces this once the app runs.
  const article = [
    '<article class="hh-job-page">',
    `<h1>${escapeHtml(job.title)}</h1>`,
    `<p class="hh-job-where">${companyLink(job)} · ${escapeHtml(placeLine(job))}</p>`,
    '<dl class="hh-job-facts">',
    ...jobPageFacts(job).map(([term, value]) => fact(term, value)),
    '</dl>',
    ...under18Rule(job),
    ...tippingPolicyLink(job),
    '<div class="hh-job-actions">',
    `<a class="hh-job-apply" href="/candidate-signup?${applyQuery}">${escapeHtml(W.applyNow)}</a>`,
    `<a href="/sign-in?${applyQuery}">${escapeHtml(W.signInToApply)}</a>`,
    '</div>',
    `<p class="hh-job-hint">${escapeHtml(W.applyHint)}</p>`,
    `<h2>${escapeHtml(W.about)}</h2>`,
    descriptionHtml(job.description),
    ...(workplace
      ? [`<h2>${escapeHtml(W.workplace)}</h2>`, `<p>${escapeHtml(workplace)}</p>`]
      : []),
    // The licences and certificates the job requires (issue 43), in the vocabulary's order.
    ...(job.requiredCertificates.length
      ? [
          `<h2>${escapeHtml(W.requiredCertificates)}</h2>`,
          '<ul class="hh-job-certificates">',
          ...job.requiredCertificates.map(
            (kind) => `<li>${escapeHtml(CERTIFICATE_LABELS[kind])}</li>`,
          ),
          '</ul>',
        ]
      : []),
    // The screening questions' texts, in order (issue 33): never their knock-out rules.
    ...(job.screening.length
      ? [
          `<h2>${escapeHtml(W.screening)}</h2>`,
          '<ul class="hh-job-screening">',
          ...job.screening.map((question) => `<li>${escapeHtml(question.question)}</li>`),
          '</ul>',
        ]
      : []),
    `<p class="hh-job-ref">${escapeHtml(W.reference(job.id))}</p>`,
    '</article>',
  ].join('\n');
  return frame({ head, jobPosting, article, signedIn });
}

/** A similar open job: its title (to its page), company, town and pay. */
function similarItem(job: PageJob): string {
  const where = [job.company.name, job.venue.city, formatPayWithTips(job.pay, job.tips)].join(
    ' · ',
  );
  return `<li><a href="${escapeHtml(jobPagePath({ id: job.id, title: job.title, city: job.venue.city }))}">${escapeHtml(job.title)}</a><br>${escapeHtml(where)}</li>`;
}

/** A closed, filled or expired job's page (410): says so, no JobPosting, similar open jobs. */
export function closedJobPage(job: PageJob, similar: PageJob[], signedIn: boolean): string {
  const head = [
    `<title>${escapeHtml(`${T.closed}: ${pageTitle(job)}`)}</title>`,
    meta('description', `${T.closed}: ${pageTitle(job)}`),
    NOINDEX,
  ].join('\n');
  const article = [
    '<article class="hh-job-page">',
    `<h1>${escapeHtml(job.title)}</h1>`,
    `<p class="hh-job-where">${companyLink(job)} · ${escapeHtml(job.venue.city)}</p>`,
    `<p class="hh-job-closed">${escapeHtml(T.closed)}</p>`,
    ...(similar.length
      ? [
          `<p>${escapeHtml(T.closedHint)}</p>`,
          `<h2>${escapeHtml(T.similarHeading)}</h2>`,
          `<ul class="hh-job-similar">${similar.map(similarItem).join('')}</ul>`,
        ]
      : [`<p>${escapeHtml(T.noSimilar)}</p>`]),
    `<p><a href="/job-search">${escapeHtml(T.searchJobs)}</a></p>`,
    '</article>',
  ].join('\n');
  return frame({ head, article, signedIn });
}

/** An unknown job or a draft (404). */
export function jobNotFoundPage(signedIn: boolean): string {
  const head = [`<title>${escapeHtml(T.notFoundTitle)}</title>`, NOINDEX].join('\n');
  const article = [
    '<article class="hh-job-page">',
    `<h1>${escapeHtml(T.notFoundTitle)}</h1>`,
    `<p>${escapeHtml(T.notFoundText)}</p>`,
    `<p><a href="/job-search">${escapeHtml(T.searchJobs)}</a></p>`,
    '</article>',
  ].join('\n');
  return frame({ head, article, signedIn });
}
