import { Download, FileText, ImageIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import type { ApiAttachment } from '@/contract/messages'
import { formatFileSize } from '@/web/src/features/documents/format-file-size'
import { useMessagesText } from '../i18n'

const List = styled.ul`
  list-style: none;
  margin: 0.75rem 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
`

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.75rem;
`

const FileLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  min-width: 0;
  max-width: 100%;
  padding: 0 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`

const Name = styled.bdi`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: 500;
`

const Size = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`

/**
 * A message's files as download links (the server answers them as attachments, never inline):
 * an icon for the kind, the name, the size in French. `action`: what the reader may do with one
 * (the back-office files a client's attachment in a project).
 */
export function AttachmentLinks({
  attachments,
  action,
}: {
  attachments: ApiAttachment[]
  action?: (attachment: ApiAttachment) => ReactNode
}) {
  const t = useMessagesText()
  if (attachments.length === 0) return null
  return (
    <List aria-label={t('attachments.label')}>
      {attachments.map((attachment) => {
        const Icon = attachment.mimeType.startsWith('image/') ? ImageIcon : FileText
        return (
          <Item key={attachment.id}>
            <FileLink href={attachment.url} download={attachment.fileName} title={t('attachments.download', { file: attachment.fileName })}>
              <Icon size={18} aria-hidden="true" />
              <Name>{attachment.fileName}</Name>
              <Size>{formatFileSize(attachment.size, t.locale)}</Size>
              <Download size={16} aria-hidden="true" />
            </FileLink>
            {action?.(attachment)}
          </Item>
        )
      })}
    </List>
  )
}
