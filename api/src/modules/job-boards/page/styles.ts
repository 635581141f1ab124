// The article's own CSS, inline in the page's head (no extra request before the first paint). It
// lays the article out as remote-public's JobPage does with the app's theme (shared-kernel
// theme.ts: the brand teal, MUI's h4/h5 and large buttons), so the swap to the app's page shows
// the same thing in the same place. The host's shell styles the rest (its CssBaseline sets the
// body's font and colour); every class is prefixed hh-job-.
export const JOB_PAGE_CSS = `
.hh-job-page{max-width:860px;margin:0 auto;padding:40px 24px;box-sizing:border-box;overflow-wrap:anywhere}
.hh-job-page h1{font-size:2.125rem;line-height:1.235;font-weight:700;letter-spacing:.00735em;margin:0}
.hh-job-page h2{font-size:1.5rem;line-height:1.334;font-weight:700;margin:32px 0 12px}
.hh-job-page p{margin:0 0 12px}
.hh-job-page a{color:#0f4c5c;text-decoration-color:rgba(15,76,92,.4)}
.hh-job-where{margin:8px 0 0!important;font-size:1.125rem}
.hh-job-facts{display:grid;grid-template-columns:max-content 1fr;gap:8px 24px;margin:24px 0}
.hh-job-facts dt{font-weight:700}
.hh-job-facts dd{margin:0}
.hh-job-actions{display:flex;flex-wrap:wrap;gap:12px;align-items:center}
.hh-job-actions a{display:inline-block;padding:7px 21px;border:1px solid rgba(15,76,92,.5);border-radius:10px;font-size:.9375rem;font-weight:600;line-height:1.75;text-decoration:none}
.hh-job-page .hh-job-apply{background:#0f4c5c;border-color:#0f4c5c;color:#fff}
.hh-job-hint{margin:4px 0 0!important;font-size:.75rem;color:rgba(0,0,0,.6)}
.hh-job-closed{font-size:1.25rem;font-weight:700;color:#8a1c1c}
.hh-job-similar{list-style:none;padding:0}
.hh-job-similar li{padding:12px 0;border-bottom:1px solid rgba(0,0,0,.12)}
.hh-job-ref{margin-top:24px!important;font-size:.875rem;color:rgba(0,0,0,.6)}
.hh-job-notice{padding:6px 16px;border-radius:10px;background:#e5f6fd;color:#014361}
@media (max-width:599px){.hh-job-page{padding:24px 16px}.hh-job-facts{grid-template-columns:1fr;gap:0}.hh-job-facts dd{margin-bottom:8px}}
`.trim();
