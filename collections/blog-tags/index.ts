import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { blogEditor } from '../access/blog-editor'
import { clearPublicBlogReads } from '@/cms/features/blog'
import { slugField } from '../fields/slug'

export const BlogTags: CollectionConfig = {
  slug: 'blog-tags',
  labels: { singular: 'Tag', plural: 'Tags' },
  admin: { useAsTitle: 'name', group: 'Blog' },
  // Deleting a tag detaches it from its posts: blog_posts_rels' foreign key cascades.
  access: { read: anyone, create: blogEditor, update: blogEditor, delete: blogEditor },
  hooks: { afterChange: [clearPublicBlogReads], afterDelete: [clearPublicBlogReads] },
  fields: [
    { name: 'name', label: 'Nom', type: 'text', required: true, minLength: 2, maxLength: 50 },
    slugField({ minLength: 2, maxLength: 50 }),
    { name: 'color', label: 'Couleur', type: 'text', defaultValue: '#8B5CF6', maxLength: 7 },
  ],
  timestamps: true,
}
