import { PlaceholderPage } from '../../components/layouts/placeholder-page'

/** Blog: placeholder until its issue builds the screen (spec 2 §2). */
export default function BlogListPage() {
  return <PlaceholderPage title="Blog" />
}
