import { PlaceholderPage } from '../../components/layouts/placeholder-page'

/** Article: placeholder until its issue builds the screen (spec 2 §2). */
export default function BlogPostPage() {
  return <PlaceholderPage title="Article" />
}
