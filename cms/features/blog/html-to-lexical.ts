/** HTML written in the back-office editor → the Lexical the collection stores. */
import { convertHTMLToLexical } from '@payloadcms/richtext-lexical'
import { JSDOM } from 'jsdom'
import type { Payload } from 'payload'
import { blogMediaFilename } from '@/contract/blog-media'
import { servicesOf } from '@/cms/infra/services'
import { sanitizeBlogHtml } from './blog-html'
import { findMediaByFileNames } from './media/media-lookup'

/** A link whose address was refused (javascript:, data:…) keeps its text and loses the link: Lexical requires an address. */
const unwrapLinksWithoutAddress = (html: string) => html.replace(/<a\b(?![^>]*\shref=)[^>]*>([\s\S]*?)<\/a>/g, '$1')

const IMG = /<img\b[^>]*>/g
const srcOf = (tag: string) => /\ssrc="([^"]*)"/.exec(tag)?.[1]?.replace(/&amp;/g, '&') ?? ''

/**
 * Images of the library (`<img src="/media/blog/…">`, any of its sizes) become Lexical upload
 * nodes, which the stored body keeps and the public HTML shows sized (media/body-images.ts). An
 * image from anywhere else is dropped: the public pages show no picture they do not host (no
 * tracking pixel, no hot-linked file that may vanish); upload it to the library instead.
 * Upload nodes are blocks: an image inside a paragraph splits it.
 */
async function withLibraryImages(payload: Payload, html: string, publicUrl: string): Promise<string> {
  const names = [...html.matchAll(IMG)].map((match) => blogMediaFilename(srcOf(match[0]), publicUrl)).filter((name) => name !== null)
  const ids = names.length ? await findMediaByFileNames(payload, names) : new Map<string, number>()
  return html
    .replace(/<\/?picture>|<source\b[^>]*>/g, '')
    .replace(IMG, (tag) => {
      const name = blogMediaFilename(srcOf(tag), publicUrl)
      const id = name ? ids.get(name) : undefined
      return id ? `</p><img data-lexical-upload-id="${id}" data-lexical-upload-relation-to="blog-media"><p>` : ''
    })
    .replace(/<p>\s*<\/p>/g, '')
}

interface NodeLike {
  type?: string
  value?: unknown
  pending?: unknown
  children?: NodeLike[]
}

/** Upload nodes hold their image's id as a number (the converter reads it as text from the attribute). */
function numericUploadIds(node: NodeLike) {
  if (node.type === 'upload' && typeof node.value === 'string') node.value = Number(node.value)
  node.children?.forEach(numericUploadIds)
}

/** Sanitised first: whatever Lexical would keep of a script or an event handler never reaches it. */
export async function htmlToLexical(payload: Payload, html: string) {
  const editorConfig = await servicesOf(payload).blog.lexicalEditorConfig()
  const clean = await withLibraryImages(payload, unwrapLinksWithoutAddress(sanitizeBlogHtml(html)), payload.config.serverURL)
  const state = convertHTMLToLexical({ editorConfig, html: clean, JSDOM })
  numericUploadIds(state.root as NodeLike)
  return state
}
