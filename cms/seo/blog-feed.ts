/** /blog/rss.xml: an RSS 2.0 feed of the 20 latest published and due posts. */
import { Feed } from 'feed'
import type { Payload } from 'payload'
import { readPostPage } from '../blog/post-reads'

export const FEED_POSTS = 20

export function blogFeedRenderer(payload: Payload, site: { publicUrl: string; siteName: string }) {
  return async (): Promise<string> => {
    const { posts } = await readPostPage(payload, 'public', { page: 1, limit: FEED_POSTS, q: '', category: '', tag: '' }, site)
    const blogUrl = `${site.publicUrl}/blog`
    const feed = new Feed({
      title: `Le blog de ${site.siteName}`,
      description: `Conseils et actualités pour créer votre entreprise, par ${site.siteName}.`,
      id: blogUrl,
      link: blogUrl,
      language: 'fr',
      copyright: `© ${new Date().getFullYear()} ${site.siteName}`,
      updated: posts[0]?.publishedAt ? new Date(posts[0].publishedAt) : undefined,
      feedLinks: { rss: `${blogUrl}/rss.xml` },
    })
    for (const post of posts) {
      const link = `${blogUrl}/${post.slug}`
      feed.addItem({
        title: post.title,
        id: link,
        link,
        description: post.excerpt ?? post.contentPreview,
        date: new Date(post.publishedAt ?? post.createdAt),
        author: [{ name: `${post.author.firstName} ${post.author.lastName}`.trim() }],
        category: post.category ? [{ name: post.category.name }] : undefined,
        image: post.featuredImageUrl ? new URL(post.featuredImageUrl, site.publicUrl).href : undefined,
      })
    }
    return feed.rss2()
  }
}
