import { GUIDE, guideSteps, OFFER_PRICE_LABEL } from '@/cms/features/leads'
import { type EmailContent } from '@/cms/infra/mail/layout'
import { renderFrenchEmail } from './french-email'

/**
 * To a visitor who asked for the free guide; the PDF (keptGuidePdf, GUIDE_PDF_FILENAME)
 * is attached by the sender. The summary comes from the guide's own steps.
 */
export function freeGuideEmail(input: { siteName: string; firstName: string; publicUrl: string; contactEmail: string }): EmailContent {
  const offerUrl = `${input.publicUrl.replace(/\/+$/, '')}/creer-entreprise`
  return renderFrenchEmail({
    siteName: input.siteName,
    subject: 'Votre guide gratuit : créer son entreprise en Algérie',
    preheader: 'Le guide pratique en PDF : les étapes, les documents à réunir et les délais indicatifs.',
    paragraphs: [
      `Bonjour ${input.firstName},`,
      `Merci pour votre demande. Votre guide « ${GUIDE.title} : ${GUIDE.subtitle.toLowerCase()} » est joint à cet email en PDF : les formes juridiques comparées, chaque étape expliquée, un tableau des délais et coûts indicatifs et la check-list des documents.`,
    ],
    blocks: [
      { type: 'heading', text: 'Les étapes clés en bref' },
      { type: 'steps', items: guideSteps().map((step) => ({ title: step.title, text: step.summary })) },
      { type: 'note', text: GUIDE.disclaimer },
      { type: 'heading', text: "Envie d'aller plus vite ?" },
      {
        type: 'paragraph',
        text: `Avec notre service complet (${OFFER_PRICE_LABEL}), un expert suit votre dossier de bout en bout et votre entreprise est créée en 30 jours maximum, résultat garanti.`,
      },
      { type: 'action', label: 'Découvrir le service complet', url: offerUrl },
      { type: 'paragraph', text: `Une question sur le guide ou sur votre projet ? Écrivez-nous à ${input.contactEmail}.` },
      { type: 'paragraph', text: 'À très vite,' },
      { type: 'paragraph', text: `L'équipe ${input.siteName}` },
    ],
  })
}
