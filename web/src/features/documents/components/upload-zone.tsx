import { FileUp, X } from 'lucide-react'
import { type ChangeEvent, type DragEvent, useId, useState } from 'react'
import styled, { css } from 'styled-components'
import type { DocumentKind } from '@/contract/documents'
import { Button } from '@/web/src/components/ui/button'
import { ProgressBar } from '@/web/src/components/ui/progress-bar'
import { SelectField } from '@/web/src/components/ui/select-field'
import { DOCUMENT_ACCEPT } from '../check-file'
import { useDocumentsText } from '../i18n'
import type { KindOption } from '../kind-options'
import type { useDocumentUpload } from '../use-document-upload'

const Zone = styled.label<{ $dragging: boolean; $disabled: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.35rem;
  padding: 1.75rem 1rem;
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  text-align: center;
  cursor: pointer;
  transition:
    border-color 120ms ease-out,
    background-color 120ms ease-out;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  /* The input is hidden; its keyboard focus shows on the whole zone. */
  &:focus-within {
    outline: 3px solid var(--focus-ring, ${({ theme }) => theme.colors.focus});
    outline-offset: 2px;
  }
  ${({ $dragging, theme }) =>
    $dragging &&
    css`
      border-color: ${theme.colors.primary};
      background: ${theme.colors.primarySoft};
    `}
  ${({ $disabled }) =>
    $disabled &&
    css`
      cursor: not-allowed;
      opacity: 0.6;
    `}
`

/** Visually hidden but focusable and clickable through its label (not display: none). */
const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  overflow: hidden;
`

const ZoneIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  margin-bottom: 0.35rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
`

const ZoneTitle = styled.span`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  /* Phones have nothing to drag from: the picker is the way. */
  .drag {
    display: none;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    .drag {
      display: inline;
    }
    .tap {
      display: none;
    }
  }
`

const Pick = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  text-underline-offset: 3px;
`

const ZoneHint = styled.span`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`

const Sending = styled.div`
  display: grid;
  gap: 0.75rem;
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  [role='progressbar'] {
    background: ${({ theme }) => theme.colors.surface};
    height: 0.625rem;
  }
`

const SendingHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  p {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  strong {
    font-variant-numeric: tabular-nums;
  }
`

const ErrorText = styled.p`
  margin: 0.75rem 0 0;
  padding: 0.75rem 1rem;
  border-radius: 8px;
  background: #fee2e2;
  color: #991b1b;
  font-weight: 500;
`

/**
 * The type of the document, then a file: dropped on the zone or picked with the keyboard or a
 * tap (the zone is the file input's label). While it is sent, its progress and a way to stop.
 */
export function UploadZone({
  kinds,
  defaultKind,
  upload: { upload, cancel, current, error, clearError },
  kindLabel,
}: {
  kinds: readonly KindOption[]
  /** The first missing kind: followed until someone picks another one. */
  defaultKind: DocumentKind
  upload: ReturnType<typeof useDocumentUpload>
  kindLabel?: string
}) {
  const t = useDocumentsText()
  const inputId = useId()
  const hintId = useId()
  const [chosen, setChosen] = useState<DocumentKind | null>(null)
  const [dragging, setDragging] = useState(false)
  const kind = chosen && kinds.some((option) => option.value === chosen) ? chosen : defaultKind
  const busy = current !== null

  const send = async (files: FileList | null) => {
    if (!files || files.length === 0 || busy) return
    await upload(files[0]!, kind)
    // The next upload follows the checklist again (its next missing kind).
    setChosen(null)
  }

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault()
    setDragging(false)
    void send(event.dataTransfer.files)
  }

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { files } = event.target
    void send(files).finally(() => {
      // The same file can be picked again after a failure.
      event.target.value = ''
    })
  }

  return (
    <div>
      <SelectField
        label={kindLabel ?? t('upload.kind')}
        options={kinds}
        value={kind}
        disabled={busy}
        onChange={(event) => {
          setChosen(event.target.value as DocumentKind)
          clearError()
        }}
      />
      {current ? (
        <Sending>
          <SendingHead>
            <p>{t.rich('upload.sending', { strong: <strong /> }, { file: <bdi>{current.fileName}</bdi> })}</p>
            <strong>{t('upload.percent', { value: Math.round(current.percent) })}</strong>
          </SendingHead>
          <ProgressBar value={current.percent} label={t('upload.progress', { file: current.fileName })} />
          <div>
            <Button $variant="secondary" onClick={cancel}>
              <X size={18} aria-hidden="true" />
              {t('upload.cancel')}
            </Button>
          </div>
        </Sending>
      ) : (
        <Zone
          htmlFor={inputId}
          $dragging={dragging}
          $disabled={busy}
          onDragEnter={(event) => {
            event.preventDefault()
            setDragging(true)
          }}
          onDragOver={(event) => {
            event.preventDefault()
            event.dataTransfer.dropEffect = 'copy'
          }}
          onDragLeave={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false)
          }}
          onDrop={onDrop}
        >
          <HiddenInput
            id={inputId}
            type="file"
            accept={DOCUMENT_ACCEPT}
            aria-label={t('upload.input')}
            aria-describedby={hintId}
            onChange={onChange}
            disabled={busy}
          />
          <ZoneIcon aria-hidden="true">
            <FileUp size={24} />
          </ZoneIcon>
          <ZoneTitle>
            <span className="drag">{t.rich('upload.drop', { pick: <Pick /> })}</span>
            <Pick className="tap">{t('upload.pick')}</Pick>
          </ZoneTitle>
          <ZoneHint id={hintId}>{t('upload.hint')}</ZoneHint>
        </Zone>
      )}
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
    </div>
  )
}
