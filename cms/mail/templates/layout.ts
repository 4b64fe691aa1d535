/** The frame every email shares: a French HTML part and its plain-text twin. */

export interface EmailContent {
  subject: string
  html: string
  text: string
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char])

export interface LayoutInput {
  siteName: string
  subject: string
  /** Paragraphs of plain text; escaped in the HTML part. */
  paragraphs: string[]
  action?: { label: string; url: string }
  footer?: string
}

export function renderEmail({ siteName, subject, paragraphs, action, footer }: LayoutInput): EmailContent {
  const button = action
    ? `<p style="margin:28px 0"><a href="${escapeHtml(action.url)}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>
       <p style="font-size:13px;color:#475569">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br><a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>`
    : ''
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px">
<tr><td><p style="font-size:20px;font-weight:700;margin:0 0 24px">${escapeHtml(siteName)}</p>
${paragraphs.map((p) => `<p style="font-size:15px;line-height:1.6;margin:0 0 14px">${escapeHtml(p)}</p>`).join('\n')}
${button}
<p style="font-size:12px;color:#64748b;margin-top:32px">${escapeHtml(footer ?? `${siteName} — cet email vous a été envoyé automatiquement.`)}</p>
</td></tr></table></td></tr></table></body></html>`
  const text = [
    siteName,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label} : ${action.url}`, ''] : []),
    footer ?? `${siteName} — cet email vous a été envoyé automatiquement.`,
  ].join('\n')
  return { subject, html, text }
}
