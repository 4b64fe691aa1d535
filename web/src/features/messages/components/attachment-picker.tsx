import { FileText, ImageIcon, Paperclip, X } from 'lucide-react'
import { useId, useRef } from 'react'
import styled from 'styled-components'
import type { Locale } from '@/contract/i18n/locales'
import { ATTACHMENTS_MAX } from '@/contract/messages'
import { Button } from '@/web/src/components/ui/button'
import { DOCUMENT_ACCEPT, fileProblem } from '@/web/src/features/documents/check-file'
import { formatFileSize } from '@/web/src/features/documents/format-file-size'
import { messagesTextIn, useMessagesText } from '../i18n'

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin-bottom: 1rem;
  & > button {
    align-self: flex-start;
  }
`

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
  font-weight: 500;
`

const Files = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
`

const Chosen = styled.li`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0;
  padding-inline-start: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.muted};
  }
`

const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`

const Size = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`

const Remove = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: none;
  border-radius: 8px;
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.danger};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
`

export const ATTACHMENTS_HINT = messagesTextIn('fr')('attachments.hint', { max: ATTACHMENTS_MAX })

/**
 * The files chosen so far plus new ones, checked as the server will (count, size, type from the
 * name and the browser's type; the server reads the bytes): the accepted list, and the message
 * of the first refusal, if any (French unless told).
 */
export function addFiles(current: readonly File[], added: readonly File[], locale: Locale = 'fr'): { files: File[]; error: string | null } {
  const t = messagesTextIn(locale)
  const files = [...current]
  let error: string | null = null
  for (const file of added) {
    const problem = fileProblem(file, locale)
    if (problem) error ??= t('attachments.problem', { file: file.name, problem })
    else if (files.length >= ATTACHMENTS_MAX) error ??= t('attachments.tooMany', { max: ATTACHMENTS_MAX })
    else files.push(file)
  }
  return { files, error }
}

const iconOf = (type: string) => (type.startsWith('image/') ? ImageIcon : FileText)

/**
 * « Joindre des fichiers » under a composer: a real button opening the system's picker (the
 * input itself stays out of sight and out of the tab order), the chosen files listed with a
 * « Retirer » button each, and the error of a refused file, announced.
 */
export function AttachmentPicker({
  files,
  onChange,
  error,
  onError,
  disabled,
}: {
  files: readonly File[]
  onChange: (files: File[]) => void
  error: string | null
  onError: (error: string | null) => void
  disabled?: boolean
}) {
  const t = useMessagesText()
  const input = useRef<HTMLInputElement>(null)
  const hintId = useId()
  const errorId = useId()
  return (
    <Wrap>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={DOCUMENT_ACCEPT}
        aria-label={t('attachments.add')}
        data-testid="attachment-input"
        onChange={(event) => {
          const added = Array.from(event.target.files ?? [])
          // The same file may be chosen again after a removal.
          event.target.value = ''
          const next = addFiles(files, added, t.locale)
          onChange(next.files)
          onError(next.error)
        }}
      />
      <Button
        $variant="secondary"
        onClick={() => input.current?.click()}
        disabled={disabled || files.length >= ATTACHMENTS_MAX}
        aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
      >
        <Paperclip size={18} aria-hidden="true" />
        {t('attachments.add')}
      </Button>
      <Hint id={hintId}>{t('attachments.hint', { max: ATTACHMENTS_MAX })}</Hint>
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
      {files.length > 0 ? (
        <Files aria-label={t('attachments.chosen')}>
          {files.map((file, index) => {
            const Icon = iconOf(file.type)
            return (
              <Chosen key={`${file.name}-${file.size}-${file.lastModified}-${index}`}>
                <Icon size={18} aria-hidden="true" />
                <Name title={file.name}>
                  <bdi>{file.name}</bdi>
                </Name>
                <Size>{formatFileSize(file.size, t.locale)}</Size>
                <Remove
                  type="button"
                  aria-label={t('attachments.remove', { file: file.name })}
                  disabled={disabled}
                  onClick={() => {
                    onChange(files.filter((_, other) => other !== index))
                    onError(null)
                  }}
                >
                  <X size={18} aria-hidden="true" />
                </Remove>
              </Chosen>
            )
          })}
        </Files>
      ) : null}
    </Wrap>
  )
}
