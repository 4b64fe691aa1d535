import { useCallback, useEffect, useRef, useState } from 'react'
import type { ApiDocument, DocumentKind } from '@/contract/documents'
import { toast } from '../../components/ui/use-toast'
import { serverMessage } from '../../lib/api-client'
import { uploadDocument } from './api/documents-api'
import { fileProblem } from './check-file'
import { documentKindText, useDocumentsText } from './i18n'

export interface UploadInProgress {
  fileName: string
  /** 0 to 100. */
  percent: number
}

/**
 * One upload at a time, with its progress, its cancel, and its error in the page's language (the file's own
 * problem, checked before sending, or the server's answer). `announcement` is for the page's
 * live region: screen readers hear the start and the end, not every percent (a failure is the zone's alert).
 */
export function useDocumentUpload(
  projectId: number,
  { onUploaded, successToast }: { onUploaded: (document: ApiDocument) => void; successToast: { title: string; description?: string } },
) {
  const t = useDocumentsText()
  const [current, setCurrent] = useState<UploadInProgress | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const controller = useRef<AbortController | null>(null)

  // Leaving the page stops an upload under way.
  useEffect(() => () => controller.current?.abort(), [])

  const upload = useCallback(
    async (file: File, kind: DocumentKind) => {
      if (controller.current) return
      const problem = fileProblem(file, t.locale)
      if (problem) {
        // Shown as an alert by the zone, so announced once.
        setError(problem)
        setAnnouncement('')
        return
      }
      const abort = new AbortController()
      controller.current = abort
      setError(null)
      setCurrent({ fileName: file.name, percent: 0 })
      setAnnouncement(t('upload.started', { file: file.name }))
      try {
        const { document } = await uploadDocument(projectId, kind, file, {
          signal: abort.signal,
          onProgress: (percent) => setCurrent({ fileName: file.name, percent }),
        })
        setAnnouncement(t('upload.done', { kind: documentKindText(t, kind), file: file.name }))
        toast(successToast)
        onUploaded(document)
      } catch (failure) {
        if (failure instanceof DOMException && failure.name === 'AbortError') {
          setAnnouncement(t('upload.cancelled'))
        } else {
          const message = serverMessage(failure, t('upload.fallback'))
          setError(message)
          setAnnouncement('')
          toast({ variant: 'destructive', title: t('upload.failed'), description: message })
        }
      } finally {
        controller.current = null
        setCurrent(null)
      }
    },
    [projectId, onUploaded, successToast, t],
  )

  const cancel = useCallback(() => controller.current?.abort(), [])
  const clearError = useCallback(() => setError(null), [])

  return { upload, cancel, current, error, clearError, announcement }
}
