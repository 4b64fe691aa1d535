/**
 * The blog's HTML: the stored body is Lexical (`content`); the API and the public pages send
 * HTML rendered from it and sanitised with an allow-list, whichever editor wrote it. HTML sent
 * to /api is sanitised, then turned into Lexical on the way in.
 */
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import sanitizeHtml from 'sanitize-html'
import { textFromHtml } from '@/contract/blog'
import type { ApiBlogMedia } from '@/contract/blog-media'
import { bodyImageHtml, bodyImageIds } from './media/body-images'

const ALLOWED: sanitizeHtml.IOptions = {
  // `picture` and `source` carry the library's images (media/body-images.ts): WebP first, sized.
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'br',
    'hr',
    'img',
    'picture',
    'source',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'srcset', 'sizes', 'width', 'height', 'loading', 'decoding'],
    source: ['srcset', 'sizes', 'type'],
  },
  // A picture's <source> is a void element, as <img>: no closing tag.
  selfClosing: [...sanitizeHtml.defaults.selfClosing, 'source'],
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Script and style bodies go with their tags; any other unknown tag keeps its text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    // Payload's converter writes underline and strikethrough as styled spans.
    span: (_tagName, attribs) => {
      const style = attribs.style ?? ''
      if (style.includes('underline')) return { tagName: 'u', attribs: {} }
      if (style.includes('line-through')) return { tagName: 's', attribs: {} }
      return { tagName: 'span', attribs: {} }
    },
    // A source is only ever a picture's WebP alternative: no media queries, no other type.
    source: (_tagName, attribs) => ({ tagName: 'source', attribs: attribs.type === 'image/webp' ? attribs : {} }),
    // A link opening a new tab must not hand the new page a handle on ours.
    a: (_tagName, attribs) => {
      const { target, ...rest } = attribs
      return target === '_blank'
        ? { tagName: 'a', attribs: { ...rest, target: '_blank', rel: 'noopener noreferrer' } }
        : { tagName: 'a', attribs: rest }
    },
  },
}

export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, ALLOWED).trim()
}

type LexicalState = Parameters<typeof convertLexicalToHTML>[0]['data']

/**
 * Lexical → sanitised HTML and its plain text (for excerpts, search and reading time). The body's
 * library images are given by the caller (media/body-images.ts, readBodyImages); one it does not
 * know (deleted since) is left out.
 */
export function renderBlogContent(content: unknown, images: ReadonlyMap<number, ApiBlogMedia> = new Map()): { html: string; text: string } {
  if (!content || typeof content !== 'object' || !('root' in content)) return { html: '', text: '' }
  const raw = convertLexicalToHTML({
    data: content as LexicalState,
    disableContainer: true,
    disableIndent: true,
    disableTextAlign: true,
    converters: ({ defaultConverters }) => ({
      ...defaultConverters,
      upload: ({ node }) => {
        const id = bodyImageIds({ root: { children: [node] } })[0]
        const media = id ? images.get(id) : undefined
        return media ? bodyImageHtml(media) : ''
      },
    }),
  })
  const html = sanitizeBlogHtml(raw)
  return { html, text: textFromHtml(html) }
}
