/** The newsletter's two emails as text and HTML (the French frame of every email: cms/features/notifications). */
import type { EmailBlock, EmailContent } from '@/cms/infra/mail/layout'
import { renderFrenchEmail } from '@/cms/features/notifications'

export function confirmationEmail(input: { siteName: string; confirmUrl: string; validForDays: number }): EmailContent {
  return renderFrenchEmail({
    siteName: input.siteName,
    subject: `Confirmez votre inscription à la lettre du blog ${input.siteName}`,
    preheader: 'Un clic pour recevoir nos prochains articles.',
    paragraphs: [
      'Bonjour,',
      `Vous avez demandé à recevoir par e-mail les nouveaux articles du blog ${input.siteName}. Pour confirmer cette inscription, cliquez sur le bouton ci-dessous.`,
    ],
    action: { label: 'Confirmer mon inscription', url: input.confirmUrl },
    blocks: [
      {
        type: 'note',
        text: `Ce lien est valable ${input.validForDays} jours. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : sans confirmation, vous ne recevrez rien et votre adresse sera effacée.`,
      },
    ],
  })
}

export interface ArticleForEmail {
  title: string
  excerpt: string
  /** An absolute raster image, or null (see emailCover). */
  cover: string | null
}

export function articleEmail(input: {
  siteName: string
  article: ArticleForEmail
  articleUrl: string
  unsubscribeUrl: string
}): EmailContent {
  const { siteName, article } = input
  const blocks: EmailBlock[] = [
    ...(article.cover ? [{ type: 'image' as const, url: article.cover, alt: '' }] : []),
    { type: 'heading', text: article.title },
    ...(article.excerpt ? [{ type: 'paragraph' as const, text: article.excerpt }] : []),
    { type: 'action', label: 'Lire l’article', url: input.articleUrl },
  ]
  return renderFrenchEmail({
    siteName,
    subject: `Nouvel article : ${article.title}`,
    preheader: article.excerpt || undefined,
    paragraphs: [`Un nouvel article vient de paraître sur le blog ${siteName}.`],
    blocks,
    footer: `Vous recevez cet e-mail parce que vous vous êtes inscrit à la lettre du blog ${siteName}.`,
    footerLink: { label: 'Se désinscrire', url: input.unsubscribeUrl },
  })
}

/** An absolute raster image: mail apps show neither a relative address nor an SVG. */
export function emailCover(url: string | null, publicUrl: string): string | null {
  if (!url) return null
  const absolute = url.startsWith('/') ? `${publicUrl}${url}` : url
  return /^https?:\/\//i.test(absolute) && !/\.svg(\?|$)/i.test(absolute) ? absolute : null
}
