/**
 * The frame every email shares: a French HTML part and its plain-text twin.
 * HTML for mail clients: tables for layout, inline styles only, 560 px wide at most, readable
 * on a phone; every value is escaped, every link checked.
 */

export interface EmailContent {
  subject: string
  html: string
  text: string
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char])

/**
 * Escaped text with French no-break spaces before « : ; ! ? » and inside guillemets, so a
 * line never starts with a colon on a narrow screen. HTML part only: the text part keeps
 * plain spaces.
 */
const textHtml = (value: string) =>
  escapeHtml(value)
    .replace(/ ([:;!?»])/g, '&nbsp;$1')
    .replace(/« /g, '«&nbsp;')

/** Blocks after the paragraphs, in order. All text is plain text, escaped in the HTML part. */
export type EmailBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; text: string }
  /** A two-column summary (order, amount, date…); a row with `url` shows its value as a link. */
  | { type: 'details'; rows: { label: string; value: string; url?: string }[] }
  /** A numbered sequence (next steps). */
  | { type: 'steps'; items: { title: string; text?: string }[] }
  | { type: 'list'; items: string[] }
  | { type: 'action'; label: string; url: string }
  /** A quiet aside (validity, disclaimer). */
  | { type: 'note'; text: string }
  /** A picture (an article's cover), full width; the text part leaves it out. */
  | { type: 'image'; url: string; alt: string }

export interface LayoutInput {
  siteName: string
  subject: string
  /** The preview line mail apps show after the subject; hidden in the message. */
  preheader?: string
  /** Paragraphs of plain text; escaped in the HTML part. */
  paragraphs?: string[]
  blocks?: EmailBlock[]
  /** The main button, after the paragraphs and blocks. */
  action?: { label: string; url: string }
  footer?: string
  /** A link under the footer (a newsletter's « Se désinscrire »). */
  footerLink?: { label: string; url: string }
}

const COLORS = {
  primary: '#1d4ed8',
  text: '#0f172a',
  muted: '#475569',
  faint: '#64748b',
  soft: '#f8fafc',
  line: '#e2e8f0',
  page: '#f1f5f9',
}
const FONT = "-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif"

/** Only web, mail and phone links: a value that is anything else becomes inert. */
export function safeUrl(url: string): string {
  return /^(https?:\/\/|mailto:|tel:)/i.test(url.trim()) ? url.trim() : '#'
}

const paragraphHtml = (text: string) => `<p style="font-size:15px;line-height:1.6;margin:0 0 14px">${textHtml(text)}</p>`

function buttonHtml(label: string, url: string): string {
  // The visible fallback shows the checked link too: an unsafe one never appears, even as text.
  const href = escapeHtml(safeUrl(url))
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:24px 0 12px"><tr><td style="border-radius:6px;background:${COLORS.primary}">
<a href="${href}" style="display:inline-block;padding:12px 20px;border-radius:6px;color:#ffffff;text-decoration:none;font-weight:600;font-size:15px">${textHtml(label)}</a></td></tr></table>
<p style="font-size:13px;line-height:1.5;color:${COLORS.muted};margin:0 0 20px">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur&nbsp;:<br><a href="${href}" style="color:${COLORS.primary};word-break:break-all">${href}</a></p>`
}

function blockHtml(block: EmailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return paragraphHtml(block.text)
    case 'heading':
      return `<h2 style="font-size:17px;line-height:1.4;margin:28px 0 12px;color:${COLORS.text}">${textHtml(block.text)}</h2>`
    case 'details':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:separate;margin:4px 0 20px;background:${COLORS.soft};border:1px solid ${COLORS.line};border-radius:8px">
${block.rows
  .map((row, index) => {
    const border = index < block.rows.length - 1 ? `border-bottom:1px solid ${COLORS.line};` : ''
    const value = row.url
      ? `<a href="${escapeHtml(safeUrl(row.url))}" style="color:${COLORS.primary};text-decoration:underline;font-weight:400">${escapeHtml(row.value)}</a>`
      : textHtml(row.value)
    return `<tr><td style="${border}padding:10px 12px;font-size:14px;line-height:1.4;color:${COLORS.muted};vertical-align:top">${textHtml(row.label)}</td><td style="${border}padding:10px 12px;font-size:14px;line-height:1.4;font-weight:600;color:${COLORS.text};text-align:right;vertical-align:top;word-break:break-word">${value}</td></tr>`
  })
  .join('\n')}
</table>`
    case 'steps':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0">
${block.items
  .map(
    (item, index) =>
      `<tr><td width="40" style="width:40px;vertical-align:top;padding:0 0 16px"><div style="width:28px;height:28px;border-radius:14px;background:${COLORS.primary};color:#ffffff;font-size:14px;font-weight:700;line-height:28px;text-align:center">${index + 1}</div></td><td style="vertical-align:top;padding:3px 0 16px"><p style="font-size:15px;line-height:1.5;font-weight:600;margin:0">${textHtml(item.title)}</p>${
        item.text ? `<p style="font-size:14px;line-height:1.55;color:${COLORS.muted};margin:4px 0 0">${textHtml(item.text)}</p>` : ''
      }</td></tr>`,
  )
  .join('\n')}
</table>`
    case 'list':
      return `<ul style="margin:0 0 16px;padding:0 0 0 20px">
${block.items.map((item) => `<li style="font-size:15px;line-height:1.6;margin:0 0 6px">${textHtml(item)}</li>`).join('\n')}
</ul>`
    case 'action':
      return buttonHtml(block.label, block.url)
    case 'note':
      return `<p style="font-size:13px;line-height:1.55;color:${COLORS.muted};background:${COLORS.soft};border-left:3px solid ${COLORS.line};padding:10px 12px;margin:0 0 16px">${textHtml(block.text)}</p>`
    case 'image':
      return `<img src="${escapeHtml(safeUrl(block.url))}" alt="${escapeHtml(block.alt)}" width="520" style="display:block;width:100%;max-width:520px;height:auto;border:0;border-radius:8px;margin:0 0 20px">`
  }
}

function blockText(block: EmailBlock): string[] {
  switch (block.type) {
    case 'paragraph':
    case 'note':
      return [block.text, '']
    case 'heading':
      return [block.text, '-'.repeat(Math.min(block.text.length, 60)), '']
    case 'details':
      // Web links are spelled out; mail and phone links already read as their value.
      return [
        ...block.rows.map(
          (row) => `${row.label} : ${row.value}${row.url && /^https?:/i.test(row.url) && row.url !== row.value ? ` (${row.url})` : ''}`,
        ),
        '',
      ]
    case 'steps':
      return [...block.items.map((item, index) => `${index + 1}. ${item.title}${item.text ? ` — ${item.text}` : ''}`), '']
    case 'list':
      return [...block.items.map((item) => `- ${item}`), '']
    case 'action':
      return [`${block.label} : ${block.url}`, '']
    case 'image':
      return []
  }
}

export function renderEmail({
  siteName,
  subject,
  preheader,
  paragraphs = [],
  blocks = [],
  action,
  footer,
  footerLink,
}: LayoutInput): EmailContent {
  const footerText = footer ?? `${siteName} — cet email vous a été envoyé automatiquement.`
  const hiddenPreview = preheader
    ? `<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all">${escapeHtml(preheader)}</div>\n`
    : ''
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:${COLORS.page};font-family:${FONT};color:${COLORS.text}">
${hiddenPreview}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.page}"><tr><td align="center" style="padding:24px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="padding:28px 20px 32px;font-family:${FONT};color:${COLORS.text}">
<p style="font-size:20px;font-weight:700;margin:0 0 24px;color:${COLORS.text}">${escapeHtml(siteName)}</p>
${paragraphs.map(paragraphHtml).join('\n')}
${blocks.map(blockHtml).join('\n')}
${action ? buttonHtml(action.label, action.url) : ''}
<p style="font-size:12px;line-height:1.5;color:${COLORS.faint};margin:32px 0 0">${textHtml(footerText)}</p>
${footerLink ? `<p style="font-size:12px;line-height:1.5;margin:8px 0 0"><a href="${escapeHtml(safeUrl(footerLink.url))}" style="color:${COLORS.muted};text-decoration:underline">${textHtml(footerLink.label)}</a></p>` : ''}
</td></tr></table></td></tr></table></body></html>`
  const text = [
    siteName,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...blocks.flatMap(blockText),
    ...(action ? [`${action.label} : ${action.url}`, ''] : []),
    footerText,
    ...(footerLink ? [`${footerLink.label} : ${footerLink.url}`] : []),
  ].join('\n')
  return { subject, html, text }
}
