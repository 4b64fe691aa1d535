import { Download, FileJson } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/web/src/components/ui/button'
import { toast } from '@/web/src/components/ui/use-toast'
import { serverMessage } from '@/web/src/lib/api-client'
import { downloadAccountData } from '../api/account-api'
import { useAccountText } from '../i18n'
import { AccountSection } from './section'

/** « Mes données »: everything the account holds, as a JSON file. */
export function DataSection() {
  const t = useAccountText()
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      await downloadAccountData()
      toast({ title: t('data.started.title'), description: t('data.started.description') })
    } catch (error) {
      toast({ variant: 'destructive', title: t('error'), description: serverMessage(error, t('data.failed')) })
    } finally {
      setBusy(false)
    }
  }
  return (
    <AccountSection id="account-data" icon={FileJson} title={t('data.title')} intro={t.rich('data.intro', { ltr: <bdi /> })}>
      <Button $variant="secondary" onClick={() => void download()} disabled={busy}>
        <Download size={18} aria-hidden="true" />
        {busy ? t('data.preparing') : t('data.download')}
      </Button>
    </AccountSection>
  )
}
