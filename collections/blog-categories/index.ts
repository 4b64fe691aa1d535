import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { blogEditor } from '../access/blog-editor'
import { slugField } from '../fields/slug'
import { refuseCategoryInUse } from './hooks'
import { clearPublicBlogReads } from '@/cms/features/blog'

export const BlogCategories: CollectionConfig = {
  slug: 'blog-categories',
  labels: { singular: 'Catégorie', plural: 'Catégories' },
  admin: { useAsTitle: 'name', group: 'Blog' },
  access: { read: anyone, create: blogEditor, update: blogEditor, delete: blogEditor },
  hooks: { beforeDelete: [refuseCategoryInUse], afterChange: [clearPublicBlogReads], afterDelete: [clearPublicBlogReads] },
  fields: [
    { name: 'name', label: 'Nom', type: 'text', required: true, minLength: 2, maxLength: 100 },
    slugField({ minLength: 2, maxLength: 100 }),
    { name: 'description', label: 'Description', type: 'textarea', maxLength: 500 },
    { name: 'color', label: 'Couleur', type: 'text', defaultValue: '#3B82F6', maxLength: 7 },
  ],
  timestamps: true,
}
