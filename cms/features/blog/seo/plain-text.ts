/**
 * Admin-written text (titles, excerpts, names) as plain text for feed readers, which render an
 * item's description as HTML and some its title too: no markup may reach them.
 */
import sanitizeHtml from 'sanitize-html'

const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' }

/** sanitize-html's text output escapes exactly these four characters. */
const unescape = (text: string) => text.replace(/&(?:amp|lt|gt|quot);/g, (entity) => ESCAPED[entity]!)

const stripTags = (text: string) => unescape(sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} }))

/**
 * Tags removed (with the contents of script and style), entities decoded, whitespace collapsed.
 * Decoding can reveal markup written as entities (`&lt;img onerror…&gt;`), so this repeats until
 * nothing changes: each round that changes something makes the text shorter, and the result
 * holds neither a tag nor an entity.
 */
export function plainText(html: string): string {
  let text = html
  for (let round = 0; ; round++) {
    const next = stripTags(text)
    if (next === text) break
    // Cannot happen (see above); a bound all the same, for a request path.
    if (round === 50) return next.replace(/[<>]/g, '').replace(/\s+/g, ' ').trim()
    text = next
  }
  return text.replace(/\s+/g, ' ').trim()
}

/** Plain text as HTML text: what an RSS description holds (readers render it as HTML). */
export function escapeHtml(text: string): string {
  // Text, not an attribute: quotes stay as written.
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}
