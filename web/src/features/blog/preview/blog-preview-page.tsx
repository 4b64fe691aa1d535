import BlogPostPage from '../blog-post-page'
import { PreviewBanner } from './preview-banner'
import { useLoaderData } from 'react-router'
import type { BlogPreviewData } from './preview-loader'

/**
 * /blog/apercu/{id} (issue 36 item 6): the article drawn by the public article's own page, so
 * the preview is exactly what readers will see, under a band saying it is a preview. Kept out of
 * search engines here (robots) and by the server (X-Robots-Tag, no-store).
 */
export default function BlogPreviewPage() {
  const { post } = useLoaderData() as BlogPreviewData
  return (
    <>
      <meta name="robots" content="noindex" />
      <PreviewBanner post={post} />
      <BlogPostPage />
    </>
  )
}
