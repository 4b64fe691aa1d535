/**
 * The demo articles' pictures (issue 36): each article's illustration (its SVG under
 * web/public/images/blog, or dist/web once built) rendered with sharp to a 1600 × 900 JPEG and
 * uploaded into the image library through Payload, so it gets its sizes as an editor's upload
 * would; and a diagram of a SARL's steps for the body of one article. Rendered at seed time:
 * the repository keeps only the SVGs.
 *
 * Access bypassed throughout: demo content, seeded by the server itself at first start.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import type { DemoArticle } from './types'

const COVER = { width: 1600, height: 900 }

/** Where the illustrations are: the sources in a checkout, the built site in an image. */
function illustrationFile(url: string): string | null {
  const candidates = ['web/public', 'dist/web'].map((root) => path.join(process.cwd(), root, url))
  return candidates.find((file) => fs.existsSync(file)) ?? null
}

/** The steps of a SARL, drawn as five numbered milestones on a line (for the body of the SARL article). */
const STEPS = ['Nom', 'Statuts', 'Capital', 'CNRC', 'Impôts']
const stepsDiagram = () => {
  const x = (index: number) => 160 + index * 220
  const milestones = STEPS.map(
    (label, index) =>
      `<circle cx="${x(index)}" cy="330" r="58" fill="#1d4ed8"/><text x="${x(index)}" y="348" font-size="52" font-weight="700" fill="#fff" text-anchor="middle">${index + 1}</text>` +
      `<text x="${x(index)}" y="450" font-size="38" font-weight="600" fill="#0f172a" text-anchor="middle">${label}</text>`,
  ).join('')
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" font-family="DejaVu Sans, Arial, sans-serif">` +
      `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eff6ff"/><stop offset="1" stop-color="#fef3c7"/></linearGradient></defs>` +
      `<rect width="1200" height="675" fill="url(#bg)"/><circle cx="1100" cy="80" r="200" fill="#1d4ed8" opacity=".06"/>` +
      `<text x="600" y="150" font-size="48" font-weight="700" fill="#0f172a" text-anchor="middle">Créer une SARL en cinq étapes</text>` +
      `<rect x="160" y="324" width="880" height="12" rx="6" fill="#93c5fd"/>${milestones}` +
      `<text x="600" y="560" font-size="30" fill="#475569" text-anchor="middle">Du choix du nom aux premières déclarations</text></svg>`,
  )
}
export const STEPS_DIAGRAM_ALT = 'Les cinq étapes de la création d’une SARL\u00a0: nom, statuts, capital, registre du commerce, impôts'

async function upload(payload: Payload, name: string, alt: string, data: Buffer): Promise<number> {
  const created = await payload.create({
    collection: 'blog-media',
    data: { alt },
    file: { data, mimetype: 'image/jpeg', name, size: data.length },
    depth: 0,
    // Access bypassed: the seed writes the demo's images itself, as it writes its articles.
    overrideAccess: true,
  })
  return created.id
}

/** The alt text an illustration carries (its SVG `<title>`, unless the article says its own), else one made from the article's title. */
const altOf = (svg: string, article: DemoArticle) =>
  article.coverAlt ?? /<title>([^<]{3,250})<\/title>/.exec(svg)?.[1]?.trim() ?? `Illustration de l’article «\u00a0${article.title}\u00a0»`

interface RenderedImage {
  /** The article's slug, or null for the diagram. */
  slug: string | null
  name: string
  alt: string
  jpeg: Buffer
}

/**
 * The pictures as JPEGs, made while the seed writes categories and tags (libvips works on its
 * own threads, the seed's JavaScript on the main one). Rendered straight at about their final
 * size: a 2× render then a reduction cost twice as much, for nothing visible.
 */
export function renderDemoImages(articles: readonly DemoArticle[], { diagram: withDiagram = true } = {}): Promise<RenderedImage[]> {
  const covers = articles.map(async (article): Promise<RenderedImage | null> => {
    const file = illustrationFile(article.featuredImageUrl)
    if (!file) return null
    const svg = await fs.promises.readFile(file)
    const density = Math.ceil((72 * COVER.height) / 630) + 1
    const jpeg = await sharp(svg, { density }).resize(COVER.width, COVER.height, { fit: 'cover' }).jpeg({ quality: 82 }).toBuffer()
    return { slug: article.slug, name: `${article.slug}.jpg`, alt: altOf(svg.toString('utf8'), article), jpeg }
  })
  const diagram = () =>
    sharp(stepsDiagram())
      .jpeg({ quality: 85 })
      .toBuffer()
      .then((jpeg): RenderedImage => ({ slug: null, name: 'etapes-creation-sarl.jpg', alt: STEPS_DIAGRAM_ALT, jpeg }))
  return Promise.all([...covers, ...(withDiagram ? [diagram()] : [])]).then((images) => images.filter((image) => image !== null))
}

/**
 * Each article's cover in the library (by slug), and the diagram for a body. An article whose
 * illustration cannot be found keeps its SVG address. Uploaded one after the other, so ids are
 * the same on every new database; Payload already makes an image's six sizes at once.
 */
export async function uploadDemoImages(payload: Payload, rendered: RenderedImage[]) {
  const covers = new Map<string, number>()
  let stepsDiagram = 0
  for (const image of rendered) {
    const id = await upload(payload, image.name, image.alt, image.jpeg)
    if (image.slug) covers.set(image.slug, id)
    else stepsDiagram = id
  }
  return { covers, stepsDiagram }
}

/** The Lexical node of a library image, as /cms's editor writes it. */
export const uploadNode = (id: number) => ({ type: 'upload', relationTo: 'blog-media', value: id, fields: {}, format: '', version: 3 })
