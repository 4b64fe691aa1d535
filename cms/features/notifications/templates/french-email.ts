import { frenchText } from '@/contract/french/typography'
import { type EmailBlock, type EmailContent, type LayoutInput, renderEmail } from '@/cms/infra/mail/layout'

function frenchBlock(block: EmailBlock): EmailBlock {
  switch (block.type) {
    case 'paragraph':
    case 'heading':
    case 'note':
      return { ...block, text: frenchText(block.text) }
    case 'details':
      return { ...block, rows: block.rows.map((row) => ({ ...row, label: frenchText(row.label), value: frenchText(row.value) })) }
    case 'steps':
      return { ...block, items: block.items.map((item) => ({ title: frenchText(item.title), text: item.text && frenchText(item.text) })) }
    case 'list':
      return { ...block, items: block.items.map(frenchText) }
    case 'action':
      return { ...block, label: frenchText(block.label) }
    case 'image':
      return { ...block, alt: frenchText(block.alt) }
  }
}

/**
 * renderEmail with French typography (contract/french/typography.ts) on every text of the email,
 * the data inside it included: no-break spaces before « : ; ! ? » and inside « », ’ and …, in the
 * subject, the preview, the HTML part and the text part alike. Links and the site's name are kept.
 * `verbatim`: paragraphs appended as they are (a visitor's own message).
 */
export function renderFrenchEmail(input: LayoutInput, verbatim: string[] = []): EmailContent {
  return renderEmail({
    ...input,
    subject: frenchText(input.subject),
    preheader: input.preheader && frenchText(input.preheader),
    paragraphs: [...(input.paragraphs ?? []).map(frenchText), ...verbatim],
    blocks: input.blocks?.map(frenchBlock),
    action: input.action && { ...input.action, label: frenchText(input.action.label) },
    footer: input.footer && frenchText(input.footer),
    footerLink: input.footerLink && { ...input.footerLink, label: frenchText(input.footerLink.label) },
  })
}
