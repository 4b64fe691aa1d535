import { FilePlus2 } from 'lucide-react'
import { ButtonLink } from '@/web/src/components/ui/button'
import { BackOfficeShell } from '@/web/src/components/layouts/back-office-shell'
import { useBlogCategories, usePostTotal } from './api/blog-admin-api'
import { BlogCounters } from './components/blog-counters'
import { BlogTabs, panelId, tabId } from './components/blog-tabs'
import { PostsPanel } from './components/posts-panel'
import { TaxonomyPanel } from './components/taxonomy-panel'
import { NewsletterPanel } from './components/newsletter-panel'
import { useBlogParams } from './use-blog-params'

function BlogScreen() {
  const params = useBlogParams()
  const { tab, update } = params
  const total = usePostTotal()
  const categories = useBlogCategories()
  return (
    <>
      <BlogCounters posts={total.data?.total} categories={categories.data?.categories.length} />
      <BlogTabs value={tab} onChange={(next) => update({ tab: next, page: 1, q: '', status: 'all' })} />
      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        {tab === 'articles' ? <PostsPanel params={params} update={update} /> : null}
        {tab === 'categories' ? <TaxonomyPanel key="category" kind="category" /> : null}
        {tab === 'tags' ? <TaxonomyPanel key="tag" kind="tag" /> : null}
        {tab === 'newsletter' ? <NewsletterPanel /> : null}
      </div>
    </>
  )
}

/** /admin/blog (spec 2 §2): counters, then the Articles, Catégories and Tags tabs. The editor is another chunk. */
export default function AdminBlogPage() {
  return (
    <BackOfficeShell
      title="Blog"
      subtitle="Rédigez, publiez et rangez les articles du blog."
      backToAdmin
      actions={
        <ButtonLink to="/admin/blog/create">
          <FilePlus2 size={18} aria-hidden="true" />
          Nouvel article
        </ButtonLink>
      }
    >
      <BlogScreen />
    </BackOfficeShell>
  )
}
