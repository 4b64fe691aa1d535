/**
 * Draws a share card: the text laid out by satori (as paths, with the DejaVu fonts), over the
 * article's library cover darkened for contrast or over the site's blue; sharp makes the PNG.
 * About 100 to 200 ms: done once per version (card-service.ts keeps the result).
 */
import type { ReactNode } from 'react'
import satori from 'satori'
import sharp from 'sharp'
import { SHARE_CARD_HEIGHT as HEIGHT, SHARE_CARD_WIDTH as WIDTH } from '@/contract/share-cards'
import type { ShareCardContent } from './card-content'
import { CARD_FONT_FAMILY, cardFonts } from './card-fonts'

const PADDING = 72
/** The longest title drawn whole; longer ones end at a word with an ellipsis. */
const TITLE_MAX_CHARS = 140

type Style = Record<string, string | number>
interface CardNode {
  type: string
  props: { style?: Style; children?: (CardNode | string)[] | string; src?: string; width?: number; height?: number }
}
const box = (style: Style, ...children: (CardNode | string | null)[]): CardNode => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children: children.filter((child) => child !== null) },
})

/** Cut at the last whole word within `max` characters, with an ellipsis: never in the middle of a word. */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const lastSpace = cut.search(/\s\S*$/)
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.!?«–-]+$/u, '')}…`
}

/** Bigger for short titles; at most four lines at the smallest. */
const titleSize = (title: string) => (title.length <= 42 ? 76 : title.length <= 80 ? 64 : 54)

/** The site's mark (as on the landing page's former card): a white tile, a rising line, a sun. */
const MARK = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="84" height="84" viewBox="0 0 84 84"><rect width="84" height="84" rx="20" fill="#ffffff"/><path d="M21 58h16v-13h13v-13h13" fill="none" stroke="#1d4ed8" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/><circle cx="63" cy="32" r="6" fill="#fbbf24"/></svg>',
).toString('base64')}`

function layout(content: ShareCardContent): CardNode {
  const title = cutAtWord(content.title, TITLE_MAX_CHARS)
  const size = titleSize(title)
  return box(
    {
      width: WIDTH,
      height: HEIGHT,
      padding: PADDING,
      boxSizing: 'border-box',
      flexDirection: 'column',
      justifyContent: 'space-between',
      color: '#ffffff',
      fontFamily: CARD_FONT_FAMILY,
    },
    content.kicker
      ? box(
          {
            alignSelf: 'flex-start',
            padding: '10px 24px',
            borderRadius: 999,
            background: 'rgba(255,255,255,0.18)',
            fontSize: 26,
            fontWeight: 700,
          },
          content.kicker,
        )
      : box({}),
    box(
      { flexDirection: 'column', width: WIDTH - 2 * PADDING },
      {
        type: 'div',
        props: { style: { display: 'block', fontSize: size, fontWeight: 700, lineHeight: 1.16, lineClamp: 4 }, children: title },
      },
      content.subtitle
        ? {
            type: 'div',
            props: {
              style: { display: 'block', marginTop: 24, fontSize: 32, color: '#dbeafe', lineHeight: 1.35, lineClamp: 2 },
              children: content.subtitle,
            },
          }
        : null,
    ),
    box(
      { alignItems: 'center', justifyContent: 'space-between', width: WIDTH - 2 * PADDING },
      box(
        { alignItems: 'center', gap: 22 },
        { type: 'img', props: { src: MARK, width: 64, height: 64, style: { width: 64, height: 64, flexShrink: 0 } } },
        box({ fontSize: 34, fontWeight: 700 }, content.siteName),
      ),
      content.badge
        ? box(
            { padding: '14px 30px', borderRadius: 16, background: '#ffffff', color: '#1e3a8a', fontSize: 30, fontWeight: 700 },
            content.badge,
          )
        : null,
    ),
  )
}

const BRANDED = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#1d4ed8"/></linearGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/><circle cx="1110" cy="90" r="260" fill="#ffffff" fill-opacity="0.06"/><circle cx="1180" cy="600" r="180" fill="#fbbf24" fill-opacity="0.10"/></svg>`,
)

/** Darker at the bottom left, where the text is: white text stays readable over any photo (contrast above 4.5:1). */
const SHADE = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><linearGradient id="s" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="#0f172a" stop-opacity="0.62"/><stop offset="1" stop-color="#0f172a" stop-opacity="0.86"/></linearGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#s)"/></svg>`,
)

/** The background: the cover filling the card, darkened, or the branded blue when there is none (or it cannot be read). */
async function background(cover: Buffer | null): Promise<Buffer> {
  if (cover) {
    try {
      return await sharp(cover)
        .resize(WIDTH, HEIGHT, { fit: 'cover', position: 'attention' })
        .composite([{ input: SHADE }])
        .png()
        .toBuffer()
    } catch {
      // An unreadable file: the card is still drawn, on the branded background.
    }
  }
  return sharp(BRANDED).png().toBuffer()
}

export async function drawShareCard(content: ShareCardContent, cover: Buffer | null): Promise<Buffer> {
  const [fonts, base] = await Promise.all([cardFonts(), background(cover)])
  // satori takes React elements; plain { type, props } objects are what JSX makes.
  const svg = await satori(layout(content) as unknown as ReactNode, { width: WIDTH, height: HEIGHT, fonts })
  return sharp(base)
    .composite([{ input: Buffer.from(svg) }])
    .png({ compressionLevel: 9 })
    .toBuffer()
}
