/**
 * The demo blog's author (issue 36 item 3): the demo editor (role `editor`) with a short bio and a
 * photo, so the demo shows the author on cards, articles and their page. The photo is drawn here
 * with sharp (a portrait silhouette on the site's blue, no text: no font needed) and stored in the
 * blog's image library. Without a demo editor (no local secrets), the same author is made without
 * a known password: it signs articles and never logs in.
 *
 * Access bypassed throughout: demo content, seeded by the server itself at first start.
 */
import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import sharp from 'sharp'

export const DEMO_AUTHOR = {
  firstName: 'Karim',
  lastName: 'Haddad',
  bio: 'Juriste d’affaires à Alger, Karim accompagne depuis dix ans les créateurs d’entreprise\u00a0: choix de la forme juridique, statuts, registre du commerce et premières obligations fiscales.',
  photoAlt: 'Portrait de Karim Haddad',
} as const

const PHOTO_SIZE = 480

const PORTRAIT = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_SIZE}" height="${PHOTO_SIZE}" viewBox="0 0 480 480">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d4ed8"/><stop offset="1" stop-color="#1e3a8a"/></linearGradient></defs>
  <rect width="480" height="480" fill="url(#bg)"/>
  <circle cx="390" cy="90" r="120" fill="#ffffff" fill-opacity="0.07"/>
  <path d="M90 480c0-92 67-150 150-150s150 58 150 150z" fill="#dbeafe"/>
  <path d="M196 318h88l-44 62z" fill="#ffffff"/>
  <circle cx="240" cy="210" r="88" fill="#f1c9a5"/>
  <path d="M152 200c0-62 40-100 90-100s88 36 88 96c-16-30-46-44-88-44s-70 18-90 48z" fill="#3b2a20"/>
</svg>`,
)

async function demoPhoto(payload: Payload): Promise<number> {
  const data = await sharp(PORTRAIT).jpeg({ quality: 86 }).toBuffer()
  const photo = await payload.create({
    collection: 'blog-media',
    data: { alt: DEMO_AUTHOR.photoAlt },
    file: { data, mimetype: 'image/jpeg', name: 'karim-haddad.jpg', size: data.length },
    overrideAccess: true,
    depth: 0,
  })
  return photo.id
}

/** The demo author's id: the demo editor given a bio and photo, or a new editor with them. */
export async function seedDemoAuthor(payload: Payload, editorId?: number): Promise<number> {
  const photo = await demoPhoto(payload)
  const profile = { firstName: DEMO_AUTHOR.firstName, lastName: DEMO_AUTHOR.lastName, bio: DEMO_AUTHOR.bio, photo }
  if (editorId) {
    await payload.update({ collection: 'editors', id: editorId, data: profile, overrideAccess: true, depth: 0 })
    return editorId
  }
  const author = await payload.create({
    collection: 'editors',
    data: { ...profile, email: 'auteur@example.com', password: randomBytes(24).toString('base64url'), role: 'editor' },
    overrideAccess: true,
    depth: 0,
  })
  return author.id
}
