/**
 * The blog's RSS 2.0 feeds, one per language (issue 37): /blog/rss.xml (French, as before) and
 * /ar/blog/rss.xml (Arabic, `<language>ar</language>`), each the 20 latest published and due
 * posts of its language, linking to their pages in that language.
 */
import { Feed } from 'feed'
import type { Payload } from 'payload'
import { BLOG_FEED_PATHS, blogListPathIn, blogPostPathIn } from '@/contract/blog'
import type { Locale } from '@/contract/i18n/locales'
import { readPostPage } from '../post-reads'
import { escapeHtml, plainText } from './plain-text'

export const FEED_POSTS = 20

/** The feed's own words: the site's name stays in Latin letters, isolated from the Arabic text around it. */
const FEED_TEXTS: Record<Locale, { title: (site: string) => string; description: (site: string) => string }> = {
  fr: {
    title: (site) => `Le blog de ${site}`,
    description: (site) => `Conseils et actualités pour créer votre entreprise, par ${site}.`,
  },
  ar: {
    title: (site) => `مدونة \u2068${site}\u2069`,
    description: (site) => `نصائح ومستجدات لإنشاء مؤسستك في الجزائر، من \u2068${site}\u2069.`,
  },
}

export function blogFeedRenderer(payload: Payload, site: { publicUrl: string; siteName: string }) {
  return async (language: Locale = 'fr'): Promise<string> => {
    const query = { page: 1, limit: FEED_POSTS, q: '', category: '', tag: '', language }
    const { posts } = await readPostPage(payload, 'public', query, site)
    const blogUrl = `${site.publicUrl}${blogListPathIn(language)}`
    const texts = FEED_TEXTS[language]
    const feed = new Feed({
      title: texts.title(site.siteName),
      description: texts.description(site.siteName),
      id: blogUrl,
      link: blogUrl,
      language,
      copyright: `© ${new Date().getFullYear()} ${site.siteName}`,
      updated: posts[0]?.publishedAt ? new Date(posts[0].publishedAt) : undefined,
      feedLinks: { rss: `${site.publicUrl}${BLOG_FEED_PATHS[language]}` },
    })
    for (const post of posts) {
      const link = `${site.publicUrl}${blogPostPathIn(language, post.slug)}`
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
