/** HTML written in the back-office editor → the Lexical the collection stores. */
import { convertHTMLToLexical } from '@payloadcms/richtext-lexical'
import { JSDOM } from 'jsdom'
import type { Payload } from 'payload'
import { servicesOf } from '@/cms/infra/services'
import { sanitizeBlogHtml } from './blog-html'

/** A link whose address was refused (javascript:, data:…) keeps its text and loses the link: Lexical requires an address. */
const unwrapLinksWithoutAddress = (html: string) => html.replace(/<a\b(?![^>]*\shref=)[^>]*>([\s\S]*?)<\/a>/g, '$1')

/**
 * Images inside the body would become Lexical upload nodes, which need a media collection this
 * project does not have: they are dropped (an article's picture is its `featuredImageUrl`).
 */
const withoutImages = (html: string) => html.replace(/<img\b[^>]*>/g, '')

/** Sanitised first: whatever Lexical would keep of a script or an event handler never reaches it. */
export async function htmlToLexical(payload: Payload, html: string) {
  const editorConfig = await servicesOf(payload).blog.lexicalEditorConfig()
  return convertHTMLToLexical({ editorConfig, html: withoutImages(unwrapLinksWithoutAddress(sanitizeBlogHtml(html))), JSDOM })
}
