import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import type { Field, FieldHook } from 'payload'
import { blogEditor } from '../access/blog-editor'
import { clearPublicBlogReads, isRedirectTarget, normaliseBlogPath, slugOfBlogPath } from '@/cms/features/blog'

/**
 * Old blog addresses (issue 36 item 5): Payload's redirects plugin, editable in /cms. Renaming a
 * published article's slug records `/blog/{old}` → the article itself (a reference, not a URL), so
 * every former address lands on the current one in a single 301, however many renames followed
 * (collections/blog-posts, cms/features/blog/redirects). Read by the public page through its own
 * query, only when the slug is no article; only editors list them here.
 */

const FROM_MESSAGE = 'L’adresse d’origine doit être celle d’un article\u00a0: /blog/mon-ancien-article.'
const URL_MESSAGE = 'Adresse de destination invalide\u00a0: un chemin du site (/blog/…) ou une adresse https://…'

/** Stored in one form (`/blog/x`), whatever was typed (the site's full address, a trailing slash). */
const normalised: FieldHook = ({ value, req }) =>
  typeof value === 'string' ? normaliseBlogPath(value, req.payload.config.serverURL) : value

const FRENCH: Record<string, Partial<Field> & { label: string }> = {
  from: {
    label: 'Ancienne adresse',
    admin: { description: 'Le chemin d’un article, par exemple /blog/mon-ancien-article.' },
    validate: (value: unknown) => (typeof value === 'string' && slugOfBlogPath(value) !== null) || FROM_MESSAGE,
    hooks: { beforeValidate: [normalised] },
  } as Partial<Field> & { label: string },
  type: { label: 'Destination' },
  reference: { label: 'Article' },
  url: {
    label: 'Adresse personnalisée',
    validate: (value: unknown, { siblingData }: { siblingData?: { type?: string } }) =>
      siblingData?.type !== 'custom' || (typeof value === 'string' && isRedirectTarget(value)) || URL_MESSAGE,
    hooks: { beforeValidate: [normalised] },
  } as Partial<Field> & { label: string },
}

/** The plugin's fields with French labels (its own translation has a straight apostrophe) and our checks. */
function frenchFields(fields: Field[]): Field[] {
  return fields.map((field) => {
    if (!('name' in field)) return field
    const withLabel = { ...field, ...(FRENCH[field.name] ?? {}) } as Field
    if (withLabel.type === 'radio' && field.name === 'type') {
      return {
        ...withLabel,
        options: [
          { label: 'Un article', value: 'reference' },
          { label: 'Une adresse', value: 'custom' },
        ],
      }
    }
    if (withLabel.type === 'group') return { ...withLabel, fields: frenchFields(withLabel.fields) }
    return withLabel
  })
}

export const blogRedirects = redirectsPlugin({
  collections: ['blog-posts'],
  overrides: {
    labels: { singular: 'Redirection', plural: 'Redirections' },
    admin: {
      group: 'Blog',
      useAsTitle: 'from',
      defaultColumns: ['from', 'to.type', 'updatedAt'],
      description: 'Les anciennes adresses d’articles renvoyées (301) vers leur adresse actuelle. Un article renommé ajoute la sienne.',
    },
    access: { read: blogEditor, create: blogEditor, update: blogEditor, delete: blogEditor },
    // The public page keeps its answers a few seconds: a changed redirect shows at once.
    hooks: { afterChange: [clearPublicBlogReads], afterDelete: [clearPublicBlogReads] },
    fields: ({ defaultFields }) => frenchFields(defaultFields),
  },
})
