/**
 * GET /api/account/export: everything the account holds, as a JSON file to keep (the right of
 * access and to portability): the account, its projects with their steps, its messages (with the
 * names of their attachments), orders and the list of its documents (names and states; each file
 * downloads from its project or its message). Every
 * read goes through the collections' access rules as the client (`access`) and names the client
 * too: another client's rows can reach it by neither. Never a password hash, a salt, a token or
 * a session. Rate-limited: it reads the whole account.
 */
import { format } from 'date-fns'
import { ordersOf } from '@/cms/features/payments'
import { RATE_LIMITS } from '@/cms/infra/http/rate-limit'
import { defineHandler } from '@/cms/infra/http/route'

const relationId = (value: number | { id: number } | null | undefined) =>
  value == null ? null : typeof value === 'object' ? value.id : value

export const exportAccount = defineHandler({
  async run({ client, payload, rateLimits, access, config, res }) {
    const user = client!
    await rateLimits.consume(
      RATE_LIMITS.accountExportPerClient,
      String(user.id),
      (minutes) => `Vous avez déjà téléchargé vos données plusieurs fois. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
    )
    const own = { where: { user: { equals: user.id } }, pagination: false, depth: 0, ...access } as const
    const [projects, messages, attachments, documents, orders] = await Promise.all([
      payload.find({ collection: 'projects', sort: 'createdAt', ...own }),
      payload.find({ collection: 'messages', sort: 'createdAt', ...own }),
      payload.find({ collection: 'message-attachments', sort: 'createdAt', ...own }),
      payload.find({ collection: 'project-documents', sort: 'createdAt', ...own }),
      ordersOf(payload, user.id),
    ])
    const projectIds = projects.docs.map((project) => project.id)
    const steps = projectIds.length
      ? (
          await payload.find({
            collection: 'project-steps',
            where: { project: { in: projectIds } },
            sort: 'order',
            pagination: false,
            depth: 0,
            ...access,
          })
        ).docs
      : []

    const data = {
      exportedAt: new Date().toISOString(),
      site: config.business.siteName,
      account: {
        id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        phone: user.phone ?? null,
        language: user.language ?? 'fr',
        profileImageUrl: user.profileImageUrl ?? null,
        createdAt: user.createdAt,
        updatedAt: user.updatedAt,
      },
      projects: projects.docs.map((project) => ({
        id: project.id,
        name: project.name,
        type: project.type,
        companyType: project.companyType ?? null,
        description: project.description ?? null,
        status: project.status,
        country: project.country ?? null,
        questionnaire: project.questionnaire ?? null,
        questionnaireSubmittedAt: project.questionnaireSubmittedAt ?? null,
        createdAt: project.createdAt,
        updatedAt: project.updatedAt,
        steps: steps
          .filter((step) => relationId(step.project) === project.id)
          .map((step) => ({
            id: step.id,
            order: step.order,
            stepName: step.stepName,
            status: step.status,
            notes: step.notes ?? null,
            completedAt: step.completedAt ?? null,
            createdAt: step.createdAt,
            updatedAt: step.updatedAt,
          })),
      })),
      messages: messages.docs.map((message) => ({
        id: message.id,
        projectId: relationId(message.project),
        subject: message.subject,
        content: message.content,
        fromAdmin: Boolean(message.fromAdmin),
        isRead: Boolean(message.isRead),
        createdAt: message.createdAt,
        attachments: attachments.docs
          .filter((attachment) => relationId(attachment.message) === message.id)
          .map((attachment) => ({
            id: attachment.id,
            filename: attachment.originalName ?? attachment.filename ?? null,
            mimeType: attachment.mimeType ?? null,
            filesize: attachment.filesize ?? null,
            createdAt: attachment.createdAt,
          })),
      })),
      orders,
      documents: documents.docs.map((document) => ({
        id: document.id,
        projectId: relationId(document.project),
        kind: document.kind,
        from: document.from,
        status: document.status,
        note: document.note ?? null,
        filename: document.originalName ?? document.filename ?? null,
        mimeType: document.mimeType ?? null,
        filesize: document.filesize ?? null,
        reviewedAt: document.reviewedAt ?? null,
        createdAt: document.createdAt,
      })),
    }
    const body = JSON.stringify(data, null, 2)
    res.set({
      // A plain ASCII name, quoted (express's res.attachment leaves it bare).
      'Content-Disposition': `attachment; filename="mes-donnees-${format(new Date(), 'yyyy-MM-dd')}.json"`,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    })
    res.status(200).end(body)
    return undefined
  },
})
