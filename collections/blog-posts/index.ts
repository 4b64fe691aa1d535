import type { CollectionConfig, Where } from 'payload'
import { languageField } from '../fields/language'
import { blogEditor } from '../access/blog-editor'
import { slugField } from '../fields/slug'
import { publicPostsOrStaff } from './access'
import {
  announceToNewsletter,
  datePublication,
  deriveContent,
  frenchUnlessSaid,
  stampAuthor,
  syncFeaturedImage,
  validTranslation,
} from './hooks'
import { clearPublicBlogReads, forgetArticleShareCards, keepOldAddresses } from '@/cms/features/blog'
import { blogPreviewPath } from '@/contract/blog'
import { isLocale } from '@/contract/i18n/locales'

/**
 * Blog articles: one source of truth for content edited in /admin/blog and in /cms.
 * The public API sends sanitised HTML rendered from this rich text.
 */
export const BlogPosts: CollectionConfig = {
  slug: 'blog-posts',
  labels: { singular: 'Article', plural: 'Articles' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'status', 'category', 'publishedAt'],
    group: 'Blog',
    // « Aperçu » in the edit view: the article as it will look, whatever its status (staff only, issue 36 item 6).
    preview: (doc, { req }) =>
      typeof doc.id === 'number'
        ? `${req.payload.config.serverURL}${blogPreviewPath(doc.id, isLocale(doc.language) ? doc.language : null)}`
        : null,
  },
  access: { read: publicPostsOrStaff, create: blogEditor, update: blogEditor, delete: blogEditor },
  indexes: [{ fields: ['status', 'publishedAt'] }, { fields: ['language', 'status', 'publishedAt'] }],
  hooks: {
    beforeChange: [frenchUnlessSaid, deriveContent, datePublication, stampAuthor, syncFeaturedImage],
    // Old addresses first, in the save's transaction; then the public reads forget the article; then its newsletter, once.
    afterChange: [keepOldAddresses, clearPublicBlogReads, announceToNewsletter],
    // A deleted article's share cards go with it (cms/features/blog/share-cards/card-cleanup.ts).
    afterDelete: [clearPublicBlogReads, forgetArticleShareCards],
  },
  fields: [
    languageField(),
    // An Arabic article's French version (or the other way): the language switch goes to it. Stored
    // on one side, read both ways; only an article of the other language that no other one claims.
    {
      name: 'translationOf',
      label: 'Traduction de',
      type: 'relationship',
      relationTo: 'blog-posts',
      index: true,
      admin: { description: 'La version de cet article dans l’autre langue (français ou arabe), si elle existe.' },
      filterOptions: ({ data, id }) => {
        const others: Where[] = [{ language: { not_equals: isLocale(data?.language) ? data.language : 'fr' } }]
        if (id) others.push({ id: { not_equals: id } })
        return { and: others }
      },
      validate: validTranslation,
    },
    { name: 'title', label: 'Titre', type: 'text', required: true, minLength: 5, maxLength: 200 },
    slugField({ minLength: 3, maxLength: 200 }),
    { name: 'excerpt', label: 'Extrait', type: 'textarea', maxLength: 500 },
    { name: 'content', label: 'Contenu', type: 'richText', required: true },
    // Derived from `content` on every save, whichever editor wrote it (hooks): the sanitised HTML
    // the API and the public pages send, and the plain text for excerpts, search and reading time.
    { name: 'contentHtml', label: 'Contenu (HTML)', type: 'textarea', admin: { hidden: true } },
    { name: 'contentText', label: 'Contenu (texte)', type: 'textarea', admin: { hidden: true } },
    { name: 'category', label: 'Catégorie', type: 'relationship', relationTo: 'blog-categories', index: true },
    { name: 'tags', label: 'Tags', type: 'relationship', relationTo: 'blog-tags', hasMany: true },
    { name: 'featuredImageUrl', label: 'Image à la une (URL)', type: 'text', maxLength: 2048 },
    // The same cover taken from the library: either field may be set, the hooks keep them in step.
    { name: 'featuredImage', label: 'Image à la une (bibliothèque)', type: 'upload', relationTo: 'blog-media' },
    { name: 'metaTitle', label: 'Titre SEO', type: 'text', maxLength: 60 },
    { name: 'metaDescription', label: 'Description SEO', type: 'textarea', maxLength: 160 },
    {
      name: 'status',
      label: 'Statut',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      options: [
        { value: 'draft', label: 'Brouillon' },
        { value: 'published', label: 'Publié' },
        { value: 'archived', label: 'Archivé' },
      ],
    },
    { name: 'publishedAt', label: 'Publié le', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'readingTimeMinutes', label: 'Temps de lecture (min)', type: 'number', min: 1, max: 120, defaultValue: 5 },
    { name: 'viewCount', label: 'Vues', type: 'number', defaultValue: 0, admin: { readOnly: true } },
    { name: 'author', label: 'Auteur', type: 'relationship', relationTo: 'editors' },
    // Set once, when the article's email to the newsletter's subscribers is queued: never twice.
    { name: 'newsletterQueuedAt', label: 'Lettre envoyée le', type: 'date', admin: { readOnly: true, position: 'sidebar' } },
  ],
  timestamps: true,
}
