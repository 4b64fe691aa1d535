/**
 * The back-office's writes on a client's thread (spec 2 §2, §5, §7, §8): a new message, the
 * test (welcome) message, and marking a client's reply as read. Each says how it went in a
 * toast; the caller refreshes the lists on success.
 */
import { SELECT_USER_REQUIRED } from '@/contract/admin-users'
import type { DocumentResponse } from '@/contract/documents'
import { attachmentPaths, type FileAsDocumentInput, type MessageResponse } from '@/contract/messages'
import { toast } from '@/web/src/components/ui/use-toast'
import { apiFetch, serverMessage } from '@/web/src/lib/api-client'
import { sendMessage } from '../../api/send-message'

export const SEND_MESSAGE_ERROR = 'Erreur lors de l’envoi du message'
export const TEST_MESSAGE_ERROR = 'Erreur lors de l’envoi du message de test'
export const MARK_READ_ERROR = 'Erreur lors de la mise à jour du message'

const fail = (description: string) => toast({ variant: 'destructive', title: 'Erreur', description })

/** POST /api/messages/{userId} {subject, content, fromAdmin: true} (and its files, as multipart) → 201; true when sent. */
export async function sendAdminMessage(
  userId: number,
  draft: { subject: string; content: string; threadId?: number; files?: readonly File[] },
): Promise<boolean> {
  try {
    await sendMessage(userId, { ...draft, fromAdmin: true })
  } catch (error) {
    fail(serverMessage(error, SEND_MESSAGE_ERROR))
    return false
  }
  toast({ title: 'Message envoyé' })
  return true
}

/** POST /api/admin/test-message {userId} → 201: a welcome message from support; true when sent. */
export async function sendTestMessage(userId: number | null): Promise<boolean> {
  if (!userId) {
    fail(SELECT_USER_REQUIRED)
    return false
  }
  try {
    await apiFetch<MessageResponse>('/api/admin/test-message', { method: 'POST', body: { userId } })
  } catch (error) {
    fail(serverMessage(error, TEST_MESSAGE_ERROR))
    return false
  }
  toast({ title: 'Message de test envoyé' })
  return true
}

/** PATCH /api/messages/{id}/read: with the admin session it marks only a client's reply. */
export async function markReplyRead(messageId: number): Promise<boolean> {
  try {
    await apiFetch<MessageResponse>(`/api/messages/${messageId}/read`, { method: 'PATCH' })
    return true
  } catch (error) {
    fail(serverMessage(error, MARK_READ_ERROR))
    return false
  }
}

/** PATCH /api/messages/{userId}/threads/{threadId}/read: opening a conversation marks the client's unread messages. */
export async function markThreadRead(userId: number, threadId: number): Promise<boolean> {
  try {
    await apiFetch(`/api/messages/${userId}/threads/${threadId}/read`, { method: 'PATCH' })
    return true
  } catch (error) {
    fail(serverMessage(error, MARK_READ_ERROR))
    return false
  }
}

export const FILE_AS_DOCUMENT_ERROR = 'La pièce jointe n’a pas pu être classée. Réessayez dans un instant.'

/**
 * POST /api/admin/attachments/{id}/file-as-document {projectId, kind} → 201 {document}: the
 * client's attachment becomes one of its project's documents. Throws the server's French refusal.
 */
export const fileAttachmentAsDocument = (attachmentId: number, input: FileAsDocumentInput) =>
  apiFetch<DocumentResponse>(attachmentPaths.fileAsDocument(attachmentId), { method: 'POST', body: input })
