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

/**
 * Images of the library (`<img src="/media/blog/…">`, any of its sizes) become Lexical upload
 * nodes, which the stored body keeps and the public HTML shows sized (media/body-images.ts). An
 * image from anywhere else is dropped: the public pages show no picture they do not host (no
 * tracking pixel, no hot-linked file that may vanish); upload it to the library instead.
 * Upload nodes are blocks: an image inside a paragraph moves just after it.
 */
async function withLibraryImages(payload: Payload, html: string, publicUrl: string): Promise<string> {
  if (!html.includes('<img')) return html
  const { document } = new JSDOM(`<body>${html}</body>`).window
  const images = [...document.querySelectorAll('img')]
  const names = images.map((img) => blogMediaFilename(img.getAttribute('src') ?? '', publicUrl))
  const known = names.some(Boolean)
    ? await findMediaByFileNames(
        payload,
        names.filter((name) => name !== null),
      )
    : new Map<string, number>()
  images.forEach((img, index) => {
    const id = names[index] ? known.get(names[index]) : undefined
    // A picture's other sources say nothing the upload node does not know.
    const holder = img.parentElement?.tagName === 'PICTURE' ? img.parentElement : img
    if (!id) return holder.remove()
    const node = document.createElement('img')
    node.setAttribute('data-lexical-upload-id', String(id))
    node.setAttribute('data-lexical-upload-relation-to', 'blog-media')
    const block = holder.closest('ul, ol, blockquote') ?? holder.closest('p, h2, h3, h4')
    if (block) block.after(node)
    else holder.before(node)
    holder.remove()
    if (block && !block.textContent?.trim() && !block.querySelector('img')) block.remove()
  })
  return document.body.innerHTML
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
