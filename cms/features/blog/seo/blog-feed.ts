/** /blog/rss.xml: an RSS 2.0 feed of the 20 latest published and due posts. */
import { Feed } from 'feed'
import type { Payload } from 'payload'
import { readPostPage } from '../post-reads'
import { escapeHtml, plainText } from './plain-text'

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
      // Titles and excerpts are written by staff and editors, but readers must get text, never
      // markup: plain text in the title, the same escaped as HTML in the description (which
      // readers render as HTML). `feed` wraps both in CDATA and xml-js splits only the first
      // `]]>` of a CDATA section: none is left to split.
      feed.addItem({
        title: plainText(post.title).replaceAll(']]>', ']] >'),
        id: link,
        link,
        description: escapeHtml(plainText(post.excerpt ?? post.contentPreview)),
        date: new Date(post.publishedAt ?? post.createdAt),
        author: [{ name: plainText(`${post.author.firstName} ${post.author.lastName}`) }],
        category: post.category ? [{ name: plainText(post.category.name) }] : undefined,
        image: post.featuredImageUrl ? new URL(post.featuredImageUrl, site.publicUrl).href : undefined,
      })
    }
    return feed.rss2()
  }
}
