/**
 * The frame every email shares: an HTML part and its plain-text twin, in French or, for a reader
 * whose language is Arabic (issue 37), in Arabic, right to left (`<html lang="ar" dir="rtl">`,
 * every block mirrored).
 * HTML for mail clients: tables for layout, inline styles only, 560 px wide at most, readable
 * on a phone; every value is escaped, every link checked.
 */
import type { Locale } from '@/contract/i18n/locales'

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
const frenchTextHtml = (value: string) =>
  escapeHtml(value)
    .replace(/ ([:;!?»])/g, '&nbsp;$1')
    .replace(/« /g, '«&nbsp;')

/** The words the frame itself writes, and its direction, per language. */
interface Frame {
  lang: Locale
  rtl: boolean
  /** Escaped text for the HTML part (French: no-break spaces where French wants them). */
  textHtml: (value: string) => string
  /** 'left' in French, 'right' in Arabic; `end` the other side. */
  start: 'left' | 'right'
  end: 'left' | 'right'
  font: string
  buttonFallback: string
  defaultFooter: (siteName: string) => string
  /** « label : value » in French, « label: value » in Arabic (text part). */
  labelled: (label: string, value: string) => string
}

const FRENCH_FRAME: Frame = {
  lang: 'fr',
  rtl: false,
  textHtml: frenchTextHtml,
  start: 'left',
  end: 'right',
  font: "-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif",
  buttonFallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur&nbsp;:',
  defaultFooter: (siteName) => `${siteName} — cet email vous a été envoyé automatiquement.`,
  labelled: (label, value) => `${label} : ${value}`,
}

const ARABIC_FRAME: Frame = {
  lang: 'ar',
  rtl: true,
  textHtml: escapeHtml,
  start: 'right',
  end: 'left',
  // The site's Arabic typeface where the reader has it, then the systems' own Arabic fonts.
  font: "'Noto Sans Arabic',Tahoma,'Segoe UI',Arial,sans-serif",
  buttonFallback: 'إذا لم يعمل الزر، انسخ هذا الرابط في متصفحك:',
  defaultFooter: (siteName) => `${siteName} — أُرسل إليك هذا البريد الإلكتروني تلقائيا.`,
  labelled: (label, value) => `${label}: ${value}`,
}

const frameFor = (locale: Locale | undefined) => (locale === 'ar' ? ARABIC_FRAME : FRENCH_FRAME)

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
  /** The reader's language: French unless said. */
  locale?: Locale
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

/** Only web, mail and phone links: a value that is anything else becomes inert. */
export function safeUrl(url: string): string {
  return /^(https?:\/\/|mailto:|tel:)/i.test(url.trim()) ? url.trim() : '#'
}

const paragraphHtml = (frame: Frame, text: string) =>
  `<p style="font-size:15px;line-height:1.6;margin:0 0 14px">${frame.textHtml(text)}</p>`

function buttonHtml(frame: Frame, label: string, url: string): string {
  const { textHtml } = frame
  // The visible fallback shows the checked link too: an unsafe one never appears, even as text.
  const href = escapeHtml(safeUrl(url))
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:24px 0 12px"><tr><td style="border-radius:6px;background:${COLORS.primary}">
<a href="${href}" style="display:inline-block;padding:12px 20px;border-radius:6px;color:#ffffff;text-decoration:none;font-weight:600;font-size:15px">${textHtml(label)}</a></td></tr></table>
<p style="font-size:13px;line-height:1.5;color:${COLORS.muted};margin:0 0 20px">${frame.buttonFallback}<br><a href="${href}"${frame.rtl ? ' dir="ltr"' : ''} style="color:${COLORS.primary};word-break:break-all">${href}</a></p>`
}

function blockHtml(frame: Frame, block: EmailBlock): string {
  const { textHtml } = frame
  switch (block.type) {
    case 'paragraph':
      return paragraphHtml(frame, block.text)
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
    return `<tr><td style="${border}padding:10px 12px;font-size:14px;line-height:1.4;color:${COLORS.muted};${frame.rtl ? 'text-align:right;' : ''}vertical-align:top">${textHtml(row.label)}</td><td style="${border}padding:10px 12px;font-size:14px;line-height:1.4;font-weight:600;color:${COLORS.text};text-align:${frame.end};vertical-align:top;word-break:break-word"${frame.rtl ? ' dir="auto"' : ''}>${value}</td></tr>`
  })
  .join('\n')}
</table>`
    case 'steps':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0">
${block.items
  .map(
    (item, index) =>
      `<tr><td width="40" style="width:40px;vertical-align:top;padding:0 0 16px"><div style="width:28px;height:28px;border-radius:14px;background:${COLORS.primary};color:#ffffff;font-size:14px;font-weight:700;line-height:28px;text-align:center">${index + 1}</div></td><td style="vertical-align:top;padding:3px 0 16px${frame.rtl ? ';text-align:right' : ''}"><p style="font-size:15px;line-height:1.5;font-weight:600;margin:0">${textHtml(item.title)}</p>${
        item.text ? `<p style="font-size:14px;line-height:1.55;color:${COLORS.muted};margin:4px 0 0">${textHtml(item.text)}</p>` : ''
      }</td></tr>`,
  )
  .join('\n')}
</table>`
    case 'list':
      return `<ul style="margin:0 0 16px;padding:${frame.rtl ? '0 20px 0 0' : '0 0 0 20px'}">
${block.items.map((item) => `<li style="font-size:15px;line-height:1.6;margin:0 0 6px">${textHtml(item)}</li>`).join('\n')}
</ul>`
    case 'action':
      return buttonHtml(frame, block.label, block.url)
    case 'note':
      return `<p style="font-size:13px;line-height:1.55;color:${COLORS.muted};background:${COLORS.soft};border-${frame.start}:3px solid ${COLORS.line};padding:10px 12px;margin:0 0 16px">${textHtml(block.text)}</p>`
    case 'image':
      return `<img src="${escapeHtml(safeUrl(block.url))}" alt="${escapeHtml(block.alt)}" width="520" style="display:block;width:100%;max-width:520px;height:auto;border:0;border-radius:8px;margin:0 0 20px">`
  }
}

function blockText(frame: Frame, block: EmailBlock): string[] {
  switch (block.type) {
    case 'paragraph':
    case 'note':
      return [block.text, '']
    case 'heading':
      return [block.text, '-'.repeat(Math.min(block.text.length, 60)), '']
    case 'details':
      // Web links are spelled out; mail and phone links already read as their value.
      return [
        ...block.rows.map((row) =>
          frame.labelled(row.label, `${row.value}${row.url && /^https?:/i.test(row.url) && row.url !== row.value ? ` (${row.url})` : ''}`),
        ),
        '',
      ]
    case 'steps':
      return [...block.items.map((item, index) => `${index + 1}. ${item.title}${item.text ? ` — ${item.text}` : ''}`), '']
    case 'list':
      return [...block.items.map((item) => `- ${item}`), '']
    case 'action':
      return [frame.labelled(block.label, block.url), '']
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
  locale,
}: LayoutInput): EmailContent {
  const frame = frameFor(locale)
  const { textHtml } = frame
  const FONT = frame.font
  const footerText = footer ?? frame.defaultFooter(siteName)
  const hiddenPreview = preheader
    ? `<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all">${escapeHtml(preheader)}</div>\n`
    : ''
  const html = `<!doctype html><html lang="${frame.lang}"${frame.rtl ? ' dir="rtl"' : ''}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:${COLORS.page};font-family:${FONT};color:${COLORS.text}${frame.rtl ? ';direction:rtl;text-align:right' : ''}">
${hiddenPreview}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.page}"><tr><td align="center" style="padding:24px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="padding:28px 20px 32px;font-family:${FONT};color:${COLORS.text}${frame.rtl ? ';direction:rtl;text-align:right' : ''}"${frame.rtl ? ' dir="rtl"' : ''}>
<p style="font-size:20px;font-weight:700;margin:0 0 24px;color:${COLORS.text}">${escapeHtml(siteName)}</p>
${paragraphs.map((paragraph) => paragraphHtml(frame, paragraph)).join('\n')}
${blocks.map((block) => blockHtml(frame, block)).join('\n')}
${action ? buttonHtml(frame, action.label, action.url) : ''}
<p style="font-size:12px;line-height:1.5;color:${COLORS.faint};margin:32px 0 0">${textHtml(footerText)}</p>
${footerLink ? `<p style="font-size:12px;line-height:1.5;margin:8px 0 0"><a href="${escapeHtml(safeUrl(footerLink.url))}" style="color:${COLORS.muted};text-decoration:underline">${textHtml(footerLink.label)}</a></p>` : ''}
</td></tr></table></td></tr></table></body></html>`
  const text = [
    siteName,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...blocks.flatMap((block) => blockText(frame, block)),
    ...(action ? [frame.labelled(action.label, action.url), ''] : []),
    footerText,
    ...(footerLink ? [frame.labelled(footerLink.label, footerLink.url)] : []),
  ].join('\n')
  return { subject, html, text }
}
