/**
 * The author page's slug (/blog/auteur/{slug}, issue 36 item 3): derived from the first and last
 * name when left empty, made unique by a number ('karim-haddad-2'); one typed by hand is kept as
 * written (the field's unique index refuses a taken one).
 */
import type { CollectionBeforeChangeHook } from 'payload'
import { slugify } from '@/contract/blog'

const SLUG_MAX = 120

export const deriveAuthorSlug: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  if (typeof data.slug === 'string' && data.slug.trim()) return data
  if (data.slug === undefined && originalDoc?.slug) return data
  const firstName = data.firstName ?? originalDoc?.firstName ?? ''
  const lastName = data.lastName ?? originalDoc?.lastName ?? ''
  const base =
    slugify(`${firstName} ${lastName}`)
      .slice(0, SLUG_MAX - 4)
      .replace(/-+$/, '') || 'auteur'
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`
    const taken = await req.payload.find({
      collection: 'editors',
      where: { slug: { equals: candidate }, ...(originalDoc?.id ? { id: { not_equals: originalDoc.id } } : {}) },
      limit: 1,
      depth: 0,
      pagination: false,
      req,
      // Access bypassed: an editor reads only their own account, and the slug must differ from everyone's.
      overrideAccess: true,
    })
    if (taken.docs.length === 0) {
      data.slug = candidate
      return data
    }
  }
}
