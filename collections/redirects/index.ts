import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { blogEditor } from '../access/blog-editor'

/**
 * Old blog addresses (issue 36 item 5): Payload's redirects plugin, editable in /cms. Renaming a
 * published article's slug records `/blog/{old}` → the article itself (a reference, not a URL), so
 * every former address lands on the current one in a single 301, however many renames followed.
 * Read by the public page through its own query (cms/features/blog); only editors list them here.
 */
export const blogRedirects = redirectsPlugin({
  collections: ['blog-posts'],
  overrides: {
    labels: { singular: 'Redirection', plural: 'Redirections' },
    admin: { group: 'Blog', useAsTitle: 'from' },
    access: { read: blogEditor, create: blogEditor, update: blogEditor, delete: blogEditor },
  },
})
