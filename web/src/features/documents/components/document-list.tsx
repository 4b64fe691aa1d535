import { Download, FileImage, FileText } from 'lucide-react'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { StackList } from '@/web/src/components/ui/stack-list'
import { type ApiDocument, documentPaths } from '@/contract/documents'
import { ButtonAnchor } from '@/web/src/components/ui/button'
import { VisuallyHidden } from '@/web/src/components/ui/visually-hidden'
import { dateFormats } from '@/contract/i18n/format'
import type { Locale } from '@/contract/i18n/locales'
import { formatFileSize } from '../format-file-size'
import { documentKindText, documentsTextIn, useDocumentsText } from '../i18n'
import { DocumentStatusBadge } from './document-status-badge'

const Block = styled.div`
  min-width: 0;
  h3 {
    margin: 0 0 0.75rem;
    font-size: 1rem;
  }
`

const Empty = styled.p`
  margin: 0;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9375rem;
`

const Item = styled.li<{ $stack: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 0.75rem 0.875rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: ${({ $stack }) => ($stack ? 'auto minmax(0, 1fr)' : 'auto minmax(0, 1fr) auto')};
    align-items: start;
  }
`

const FileIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`

const Body = styled.div`
  min-width: 0;
  display: grid;
  gap: 0.3rem;
`

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.35rem 0.75rem;
  strong {
    line-height: 1.4;
    overflow-wrap: anywhere;
  }
`

const Meta = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`

const Note = styled.p`
  margin: 0.35rem 0 0;
  padding: 0.625rem 0.875rem;
  border-inline-start: 3px solid ${({ theme }) => theme.colors.danger};
  border-start-end-radius: 8px;
  border-end-end-radius: 8px;
  background: #fef2f2;
  color: #7f1d1d;
  font-size: 0.9375rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  span {
    display: block;
    font-weight: 600;
  }
`

/** Under the text on phones (full width, thumb-sized), at the end of the line on wider screens unless `$stack`. */
const Actions = styled.div<{ $stack: boolean }>`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  > * {
    flex: 1 1 auto;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-column: ${({ $stack }) => ($stack ? '2 / -1' : 'auto')};
    justify-content: ${({ $stack }) => ($stack ? 'flex-start' : 'flex-end')};
    > * {
      flex: none;
    }
  }
`

/** "Carte d'identité (cni.pdf)": what a button acts on, for screen readers (the back-office's French by default). */
export function documentName(document: ApiDocument, locale: Locale = 'fr'): string {
  const t = documentsTextIn(locale)
  return t('list.name', { label: locale === 'fr' ? document.label : documentKindText(t, document.kind), file: document.fileName })
}

/**
 * Files of one side (sent by the client, or returned by the team): what each is, its size and
 * date, where it stands, the team's note on a refused one, and a download link; `actions`
 * adds each side's own buttons (delete, accept, refuse).
 */
export function DocumentList({
  title,
  documents,
  empty,
  actions,
  headingId,
  stackActions = false,
}: {
  title: string
  documents: readonly ApiDocument[]
  empty: string
  actions?: (document: ApiDocument) => ReactNode
  headingId: string
  /** Actions under the text at every width (the back-office has more of them). */
  stackActions?: boolean
}) {
  const t = useDocumentsText()
  const { dateTime } = dateFormats(t.locale)
  return (
    <Block>
      <h3 id={headingId}>{title}</h3>
      {documents.length === 0 ? (
        <Empty>{empty}</Empty>
      ) : (
        <StackList aria-labelledby={headingId}>
          {documents.map((document) => (
            <Item key={document.id} $stack={stackActions}>
              <FileIcon aria-hidden="true">
                {document.mimeType.startsWith('image/') ? <FileImage size={20} /> : <FileText size={20} />}
              </FileIcon>
              <Body>
                <TitleRow>
                  <strong>{t.locale === 'fr' ? document.label : documentKindText(t, document.kind)}</strong>
                  <DocumentStatusBadge document={document} />
                </TitleRow>
                <Meta>
                  <bdi>{document.fileName}</bdi> · <bdi>{formatFileSize(document.size, t.locale)}</bdi> ·{' '}
                  {t(document.from === 'staff' ? 'list.depositedOn' : 'list.sentOn', { date: dateTime(document.createdAt) })}
                </Meta>
                {document.status === 'rejected' && document.note ? (
                  <Note>
                    <span>{t('list.rejection')}</span>
                    <bdi>{document.note}</bdi>
                  </Note>
                ) : null}
              </Body>
              <Actions $stack={stackActions}>
                <ButtonAnchor href={documentPaths.download(document.id)} download={document.fileName} $variant="secondary">
                  <Download size={18} aria-hidden="true" />
                  {t('list.download')}
                  <VisuallyHidden>{` ${documentName(document, t.locale)}`}</VisuallyHidden>
                </ButtonAnchor>
                {actions?.(document)}
              </Actions>
            </Item>
          ))}
        </StackList>
      )}
    </Block>
  )
}
