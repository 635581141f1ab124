// The article's own CSS, inline in the page's head (a few hundred bytes, no extra request before
// the first paint). The host's shell styles the rest; every class is prefixed hh-job-.
export const JOB_PAGE_CSS = `
.hh-job-page{max-width:860px;margin:0 auto;padding:24px 16px 48px;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;overflow-wrap:anywhere}
.hh-job-page h1{font-size:1.75rem;line-height:1.25;margin:0 0 8px}
.hh-job-page h2{font-size:1.2rem;margin:32px 0 8px}
.hh-job-page a{color:#0b5cad}
.hh-job-where{margin:0 0 16px;color:#444}
.hh-job-facts{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:16px 0;padding:16px;border:1px solid #d8dee4;border-radius:8px}
.hh-job-facts dt{font-weight:600}
.hh-job-facts dd{margin:0}
.hh-job-actions{display:flex;flex-wrap:wrap;gap:12px;align-items:center;margin:24px 0}
.hh-job-apply{display:inline-block;padding:12px 24px;border-radius:8px;background:#0b5cad;color:#fff!important;font-weight:600;text-decoration:none}
.hh-job-closed{font-size:1.2rem;font-weight:600;color:#8a1c1c}
.hh-job-similar{list-style:none;padding:0}
.hh-job-similar li{padding:12px 0;border-bottom:1px solid #d8dee4}
.hh-job-ref{margin-top:32px;font-size:.875rem;color:#555}
@media (max-width:480px){.hh-job-facts{grid-template-columns:1fr}.hh-job-page h1{font-size:1.5rem}}
`.trim();
