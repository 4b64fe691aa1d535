import { Download, MailCheck, MailQuestion, MailX, UserPlus } from 'lucide-react'
import styled from 'styled-components'
import useSWR from 'swr'
import type { NewsletterStats } from '@/contract/newsletter'
import { ButtonAnchor } from '@/web/src/components/ui/button'
import { LoadProblem } from '@/web/src/components/ui/load-problem'
import { StatTiles } from '@/web/src/components/ui/stat-tiles'
import type { ApiError } from '@/web/src/lib/api-client'
import { fetchNewsletterStats, NEWSLETTER_EXPORT_URL } from '@/web/src/features/newsletter'

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 1rem;
  margin-bottom: 1rem;
  h2 {
    font-size: 1.25rem;
    margin: 0;
  }
  p {
    margin: 0.25rem 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`

const ExportLink = styled(ButtonAnchor)`
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    width: 100%;
  }
`

/**
 * The « Lettre d’information » tab of /admin/blog (issue 36 item 4): subscribers by status, those
 * confirmed in the last 30 days, and the CSV of the confirmed ones.
 */
export function NewsletterPanel() {
  const stats = useSWR<{ stats: NewsletterStats }, ApiError>('/api/admin/newsletter', fetchNewsletterStats)
  if (stats.error && !stats.data) {
    return (
      <LoadProblem
        message="Impossible de charger les abonnés à la lettre"
        onRetry={() => void stats.mutate()}
        retrying={stats.isValidating}
      />
    )
  }
  const counts = stats.data?.stats
  return (
    <section aria-labelledby="lettre-titre">
      <Toolbar>
        <div>
          <h2 id="lettre-titre">Lettre d’information</h2>
          <p>Chaque article publié est envoyé une fois aux abonnés confirmés.</p>
        </div>
        {/* A plain link: the browser downloads the file the server streams, with the session cookie. */}
        <ExportLink href={NEWSLETTER_EXPORT_URL} download $variant="secondary">
          <Download size={18} aria-hidden="true" />
          Exporter les abonnés (CSV)
        </ExportLink>
      </Toolbar>
      <StatTiles
        label="Abonnés à la lettre"
        tiles={[
          { label: 'Abonnés confirmés', value: counts?.confirmed, icon: <MailCheck size={20} /> },
          { label: 'Confirmés ces 30 derniers jours', value: counts?.confirmedLast30Days, icon: <UserPlus size={20} /> },
          { label: 'En attente de confirmation', value: counts?.pending, icon: <MailQuestion size={20} /> },
          { label: 'Désinscrits', value: counts?.unsubscribed, icon: <MailX size={20} /> },
        ]}
      />
    </section>
  )
}
