import { Download, FileJson } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/web/src/components/ui/button'
import { toast } from '@/web/src/components/ui/use-toast'
import { serverMessage } from '@/web/src/lib/api-client'
import { downloadAccountData } from '../api/account-api'
import { AccountSection } from './section'

/** « Mes données »: everything the account holds, as a JSON file. */
export function DataSection() {
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      await downloadAccountData()
      toast({ title: 'Téléchargement lancé', description: 'Le fichier de vos données est dans vos téléchargements.' })
    } catch (error) {
      toast({ variant: 'destructive', title: 'Erreur', description: serverMessage(error, 'Vos données n’ont pas pu être téléchargées.') })
    } finally {
      setBusy(false)
    }
  }
  return (
    <AccountSection
      id="account-data"
      icon={FileJson}
      title="Mes données"
      intro="Un fichier JSON de tout ce que votre compte contient : vos informations, vos projets et leurs étapes, vos messages, vos commandes et la liste de vos documents."
    >
      <Button $variant="secondary" onClick={() => void download()} disabled={busy}>
        <Download size={18} aria-hidden="true" />
        {busy ? 'Préparation…' : 'Télécharger mes données'}
      </Button>
    </AccountSection>
  )
}
