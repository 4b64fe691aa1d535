/**
 * The server's own notice pages, for moments the web app cannot answer: Payload's admin still
 * building (admin-preparing.ts), the server still starting (starting.ts). French, branded like the
 * product, reloading themselves, never indexed, with no script (the strictest content policy holds).
 */
import { frenchText } from '@/contract/french/typography'

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

/** Quoted commands become code, the rest is French text, escaped. */
function paragraphHtml(text: string): string {
  return escapeHtml(frenchText(text)).replace(/«\u00a0(.+?)\u00a0»/g, '<code>$1</code>')
}

/** The brand's colours, mark and type (web/src/styles/theme.ts, web/src/components/brand/logo.tsx), without the web app. */
const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-width:320px;min-height:100vh;display:flex;flex-direction:column;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif;font-size:16px;line-height:1.5;color:#0f172a;background:#f1f5f9;-webkit-font-smoothing:antialiased}
a{color:#1d4ed8;text-underline-offset:2px}
a:hover{color:#1e40af}
:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
header{background:#fff;border-bottom:1px solid #cbd5e1}
.bar{display:flex;align-items:center;gap:.6rem;max-width:1100px;min-height:64px;margin:0 auto;padding:0 1.25rem}
.brand{display:inline-flex;align-items:center;gap:.6rem;min-height:44px;font-weight:800;font-size:1.125rem;letter-spacing:-.01em;color:#0f172a;text-decoration:none;border-radius:8px;white-space:nowrap}
.brand:hover{color:#0f172a}
.context{display:inline-flex;padding:.15rem .6rem;border-radius:999px;background:#eff6ff;color:#1d4ed8;font-size:.8125rem;font-weight:600;white-space:nowrap}
main{flex:1;display:flex;align-items:flex-start;justify-content:center;padding:clamp(1.5rem,8vh,5rem) 1rem 3rem}
.card{width:100%;max-width:600px;background:#fff;border:1px solid #cbd5e1;border-radius:10px;box-shadow:0 1px 2px rgba(15,23,42,.06),0 4px 16px rgba(15,23,42,.06);padding:clamp(1.5rem,5vw,2.25rem)}
h1{font-size:clamp(1.375rem,4vw,1.625rem);line-height:1.2;margin:0 0 .75rem}
p{margin:0 0 .75rem;color:#475569}
p:last-child{margin-bottom:0}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9em;color:#0f172a;background:#f1f5f9;border:1px solid #cbd5e1;border-radius:6px;padding:.05em .35em;white-space:nowrap}
.progress{height:6px;border-radius:999px;background:#eff6ff;overflow:hidden;margin-bottom:1.5rem}
.progress span{display:block;width:40%;height:100%;border-radius:999px;background:#1d4ed8;animation:slide 1.6s ease-in-out infinite}
.failed .progress span{width:100%;background:#b91c1c;animation:none}
.failed h1{color:#b91c1c}
.site{margin-top:1.5rem;padding-top:1rem;border-top:1px solid #e2e8f0;font-size:.9375rem}
@keyframes slide{0%{transform:translateX(-100%)}100%{transform:translateX(250%)}}
@media (prefers-reduced-motion:reduce){.progress span{animation:none;width:100%;opacity:.5}}
@media (max-width:479px){.bar{padding:0 1rem}}
`.trim()

const LOGO = `<svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="8" fill="#1d4ed8"/><path d="M8 22h6v-5h5v-5h5" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/><circle cx="24" cy="12" r="2.2" fill="#fbbf24"/></svg>`

export interface NoticePage {
  title: string
  paragraphs: string[]
  siteName: string
  reloadSeconds: number
  /** A label beside the brand (« CMS »). */
  context?: string
  tone?: 'progress' | 'failed' | 'plain'
  /** A last line, already HTML (a link back to the site). */
  footerHtml?: string
}

export function noticePage(page: NoticePage): string {
  const title = escapeHtml(frenchText(page.title))
  const tone = page.tone ?? 'progress'
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta http-equiv="refresh" content="${page.reloadSeconds}">
<title>${title} — ${escapeHtml(page.siteName)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLE}</style>
</head>
<body>
<header><div class="bar"><a class="brand" href="/">${LOGO}<span>${escapeHtml(page.siteName)}</span></a>${page.context ? `<span class="context">${escapeHtml(page.context)}</span>` : ''}</div></header>
<main>
<div class="card${tone === 'failed' ? ' failed' : ''}" role="${tone === 'failed' ? 'alert' : 'status'}">
${tone === 'plain' ? '' : '<div class="progress" aria-hidden="true"><span></span></div>\n'}<h1>${title}</h1>
${page.paragraphs.map((paragraph) => `<p>${paragraphHtml(paragraph)}</p>`).join('\n')}
${page.footerHtml ? `<p class="site">${page.footerHtml}</p>\n` : ''}</div>
</main>
</body>
</html>
`
}

/** The headers every notice page and its JSON twin go with: 503, when to try again, not kept, not indexed. */
export function noticeHeaders(retryAfterSeconds: number): Record<string, string> {
  return { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }
}
