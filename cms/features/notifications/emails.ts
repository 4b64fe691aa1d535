/**
 * Every email the product sends, by kind. A queued email stores only its kind and the data
 * needed to render it (never a rendered reset link: tokens are issued when the task runs,
 * so no secret sits in the jobs table). The task renders it, then sends it.
 */
import type { Payload } from 'payload'
import type { RenderContext, RenderedEmail } from '@/cms/infra/mail/email-queue'
import { FULL_OFFER, orderNumber, parseDecimalAmount } from '@/contract/payments'
import { whatsappUrl } from '@/contract/site-config'
import { EMAIL_CHANGE_LINK_HOURS, PAYMENT_RETENTION_YEARS } from '@/contract/account-limits'
import { issueEmailChangeToken, RESET_LINK_MINUTES, SET_PASSWORD_LINK_HOURS } from '@/cms/features/accounts'
import { guidePdfFilename, keptGuidePdf } from '@/cms/features/leads'
import {
  attachmentOf,
  fullOfferReceipt,
  invoiceDocument,
  paymentInvoiceAttachment,
  readCreditNote,
  receiptPdfFilename,
  drawReceiptPdf,
  splitFullName,
} from '@/cms/features/payments'
import type { InvoiceBuyer } from '@/contract/invoices'
import { formatMoneyIn } from '@/contract/i18n/format'
import { DEFAULT_LOCALE, type Locale, localizedPath } from '@/contract/i18n/locales'
import { localeOf } from '@/cms/infra/i18n'
import { emailText } from './templates/i18n'
import { creditNoteEmail } from './templates/credit-note'
import { freeGuideEmail } from './templates/free-guide'
import { invoiceCorrectedEmail } from './templates/invoice-corrected'
import { orderConfirmationEmail } from './templates/order-confirmation'
import { setPasswordEmail } from './templates/set-password'
import { supportReplyEmail } from './templates/support-reply'
import { teamDigestEmail, teamNoticeEmail } from './templates/team-notices'
import { readDigest, readTeamEvent } from './team-events'
import type { TeamEvent } from './team-notices'
import { frenchDate, frenchDateTime, frenchTime } from '@/cms/infra/lib/french-date'
import { newContactEmail, type NewContactInput } from './templates/new-contact'
import { newMessageEmail } from './templates/new-message'
import { stepCompletedEmail } from './templates/step-completed'
import { documentRejectedEmail, documentReturnedEmail } from './templates/document-notices'
import { passwordResetEmail } from './templates/password-reset'
import { welcomeEmail } from './templates/welcome'
import { type NewsletterEmail, renderNewsletterArticle, renderNewsletterConfirm } from '@/cms/features/newsletter'
import { accountClosedEmail, emailChangeConfirmEmail, emailChangeNoticeEmail, passwordChangedEmail } from './templates/account-notices'

/**
 * `locale`: the recipient's language when the sender knows it (an account about to be deleted:
 * account-closed); otherwise the renderer reads it when it runs (the account's, the lead's, the
 * subscriber's language), French when there is none (issue 37). Team notices are French.
 */
export type QueuedEmail = (
  | { kind: 'welcome'; to: string; firstName: string }
  | { kind: 'password-reset'; to: string; userId: number }
  | { kind: 'new-contact'; to: string; replyTo: string; contact: Omit<NewContactInput, 'siteName'> }
  | { kind: 'free-guide'; to: string; firstName: string }
  | { kind: 'order-confirmation'; to: string; paymentId: number; newAccount: boolean }
  | { kind: 'set-password'; to: string; userId: number }
  | { kind: 'new-message'; to: string; firstName: string }
  | { kind: 'step-completed'; to: string; firstName: string; projectId: number; projectName: string; stepName: string }
  | { kind: 'document-returned'; to: string; firstName: string; projectId: number; projectName: string; documentLabel: string }
  | {
      kind: 'document-rejected'
      to: string
      firstName: string
      projectId: number
      projectName: string
      documentLabel: string
      note: string
    }
  | { kind: 'password-changed'; to: string; firstName: string }
  /** To the new address; the link's token is issued when the email is sent. */
  | { kind: 'email-change-confirm'; to: string; userId: number; firstName: string }
  | { kind: 'email-change-notice'; to: string; firstName: string; newEmail: string }
  /** The credit note of a refund (and the invoice it corrects), to the buyer. */
  | { kind: 'credit-note'; to: string; creditNoteId: number }
  /** A held invoice corrected by staff: the new invoice and the credit note cancelling the old one, to the buyer. */
  | { kind: 'invoice-corrected'; to: string; invoiceId: number; creditNoteId: number }
  /** To the team (SUPPORT_EMAIL): one event, read when sent (team-notices.ts). */
  | { kind: 'team-notice'; to: string; event: TeamEvent }
  /** To the team: every event of [windowStart, windowEnd), sent at the window's end. */
  | { kind: 'team-digest'; to: string; windowStart: string; windowEnd: string }
  /** A reply written in the back-office to a contact message or a service request (support-replies). */
  | { kind: 'support-reply'; to: string; replyId: number }
  /** To the address the account had: it is anonymised or deleted by the time this is sent. */
  | { kind: 'account-closed'; to: string; firstName: string }
  /** The blog's newsletter: the double opt-in's link, and an article to a confirmed subscriber (cms/features/newsletter). */
  | NewsletterEmail
) & { locale?: Locale }

export type EmailKind = QueuedEmail['kind']

/** A password-reset token for the account, issued now (Payload stores it on the account). */
export async function issueResetToken(payload: Payload, email: string, minutes: number): Promise<string | null> {
  return payload.forgotPassword({
    collection: 'users',
    data: { email },
    disableEmail: true,
    expiration: minutes * 60 * 1000,
  })
}

/** An invoice's buyer as frozen at issue (a jsonb column). */
const buyerOf = (row: { buyer: unknown }) => row.buyer as InvoiceBuyer

// Access bypassed in these reads: the email job (queued) reads what it sends, for no caller.
async function userLocale(payload: Payload, id: number | null | undefined): Promise<Locale> {
  if (!id) return DEFAULT_LOCALE
  const user = await payload.findByID({
    collection: 'users',
    id,
    depth: 0,
    // Access bypassed: the email job reads the recipient's language for no caller.
    overrideAccess: true,
    disableErrors: true,
    select: { language: true },
  })
  return localeOf(user?.language)
}

/** The language of the account with this address (client emails keyed by address), French when there is none. */
async function accountLocale(payload: Payload, email: string): Promise<Locale> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email.toLowerCase() } },
    limit: 1,
    depth: 0,
    pagination: false,
    // Access bypassed: the email job reads the recipient's language for no caller.
    overrideAccess: true,
    select: { language: true },
  })
  return localeOf(docs[0]?.language)
}

/** The language of the newest request (lead) from this address: the form's page language. */
async function leadLocale(payload: Payload, email: string): Promise<Locale> {
  const { docs } = await payload.find({
    collection: 'leads',
    where: { email: { equals: email } },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    pagination: false,
    // Access bypassed: the email job reads the recipient's language for no caller.
    overrideAccess: true,
    select: { language: true },
  })
  return localeOf(docs[0]?.language)
}

const idOf = (value: number | { id: number } | null | undefined) => (typeof value === 'object' ? value?.id : value)

/** An address of ours in the reader's language: /dashboard → /ar/dashboard. */
const pageUrl = (publicUrl: string, path: string, locale: Locale) => `${publicUrl}${localizedPath(path, locale)}`

type Renderers = { [K in EmailKind]: (email: Extract<QueuedEmail, { kind: K }>, context: RenderContext) => Promise<RenderedEmail | null> }

/** null: nothing to send any more (e.g. the account was deleted meanwhile). */
const renderers: Renderers = {
  async welcome(email, { payload, config }) {
    const locale = email.locale ?? (await accountLocale(payload, email.to))
    return {
      content: welcomeEmail({
        siteName: config.business.siteName,
        firstName: email.firstName,
        loginUrl: pageUrl(config.publicUrl, '/login', locale),
        locale,
      }),
    }
  },
  async 'password-reset'(email, { payload, config }) {
    // Access bypassed: the email job (queued) reads what it sends, for no caller.
    const user = await payload.findByID({ collection: 'users', id: email.userId, depth: 0, overrideAccess: true, disableErrors: true })
    if (!user) return null
    const token = await issueResetToken(payload, user.email, RESET_LINK_MINUTES)
    if (!token) return null
    const locale = email.locale ?? localeOf(user.language)
    return {
      content: passwordResetEmail({
        siteName: config.business.siteName,
        firstName: user.firstName,
        resetUrl: pageUrl(config.publicUrl, `/reinitialiser-mot-de-passe?token=${encodeURIComponent(token)}`, locale),
        validForMinutes: RESET_LINK_MINUTES,
        locale,
      }),
    }
  },
  async 'new-contact'(email, { config }) {
    return { content: newContactEmail({ siteName: config.business.siteName, ...email.contact }), replyTo: email.replyTo }
  },
  async 'free-guide'(email, { payload, config }) {
    const { siteName, contactEmail, contactPhone } = config.business
    const locale = email.locale ?? (await leadLocale(payload, email.to))
    return {
      content: freeGuideEmail({ siteName, firstName: email.firstName, publicUrl: config.publicUrl, contactEmail, locale }),
      attachments: [
        {
          filename: guidePdfFilename(locale),
          content: await keptGuidePdf({ siteName, contactEmail, contactPhone, publicUrl: config.publicUrl }, new Date(), locale),
          contentType: 'application/pdf',
        },
      ],
    }
  },
  async 'order-confirmation'(email, { payload, config }) {
    // Access bypassed: the email job (queued) reads what it sends, for no caller.
    const payment = await payload.findByID({
      collection: 'payments',
      id: email.paymentId,
      depth: 1,
      overrideAccess: true,
      disableErrors: true,
    })
    const lead = payment && typeof payment.lead === 'object' ? payment.lead : null
    if (!payment?.paidAt || !lead) return null
    const number = orderNumber(payment.providerSessionId)
    const amountMinor = parseDecimalAmount(payment.amount)
    const paidAt = new Date(payment.paidAt)
    const { business } = config
    // An account created with this order speaks the order form's language; an existing one, its own.
    const owner = typeof payment.user === 'object' ? payment.user : null
    const locale = email.locale ?? (owner && !email.newAccount ? localeOf(owner.language) : localeOf(lead.language))
    const t = emailText.in(locale)
    const customer = { name: lead.nomComplet, email: lead.email, phone: lead.telephone }
    const receipt = await drawReceiptPdf(fullOfferReceipt({ ...payment, paidAt }, customer, business, locale))
    const invoice = await paymentInvoiceAttachment(payload, payment.id)
    return {
      content: orderConfirmationEmail({
        siteName: business.siteName,
        customerName: lead.nomComplet,
        orderNumber: number,
        serviceLabel: locale === 'fr' ? FULL_OFFER.label : t('order.service.fullOffer'),
        amountMinor,
        currency: payment.currency,
        paidAt,
        dashboardUrl: pageUrl(config.publicUrl, '/dashboard', locale),
        newAccount: email.newAccount,
        contactEmail: business.contactEmail,
        contactPhone: business.contactPhone,
        whatsappUrl: whatsappUrl(business.whatsappNumber, t('order.whatsapp.message', { orderNumber: number })),
        locale,
      }),
      // The receipt (spec: the confirmation carries it) and the invoice issued with the completion.
      attachments: [
        { filename: receiptPdfFilename(number), content: receipt, contentType: 'application/pdf' },
        ...(invoice ? [invoice] : []),
      ],
    }
  },
  async 'credit-note'(email, { payload, config }) {
    const read = await readCreditNote(payload, email.creditNoteId)
    if (!read) return null
    const { note, corrected: invoice } = read
    const locale = email.locale ?? localeOf(note.ownerLanguage)
    // The credit note and the invoice it corrects: the client's accounts keep both.
    const attachments = await Promise.all([attachmentOf(note), attachmentOf(invoice)])
    return {
      content: creditNoteEmail({
        siteName: config.business.siteName,
        firstName: splitFullName(buyerOf(note).name).firstName,
        orderNumber: orderNumber(note.providerSessionId),
        creditNoteNumber: note.number,
        invoiceNumber: invoice.number,
        amount: formatMoneyIn(locale, parseDecimalAmount(note.amount), note.currency),
        refundMethod: note.refundMethod ?? 'provider',
        invoicesUrl: pageUrl(config.publicUrl, '/dashboard', locale),
        locale,
      }),
      attachments,
    }
  },
  async 'invoice-corrected'(email, { payload, config }) {
    const read = await readCreditNote(payload, email.creditNoteId)
    // The new invoice read once: its number for the email, its PDF attached.
    const replacement = await invoiceDocument(payload, email.invoiceId)
    if (!read || !replacement) return null
    const { note, corrected } = read
    const locale = email.locale ?? localeOf(note.ownerLanguage)
    return {
      content: invoiceCorrectedEmail({
        siteName: config.business.siteName,
        firstName: splitFullName(buyerOf(note).name).firstName,
        orderNumber: orderNumber(note.providerSessionId),
        invoiceNumber: replacement.number,
        correctedNumber: corrected.number,
        creditNoteNumber: note.number,
        invoicesUrl: pageUrl(config.publicUrl, '/dashboard', locale),
        locale,
      }),
      attachments: [replacement.attachment, await attachmentOf(note)],
    }
  },
  async 'team-notice'(email, { payload, config }) {
    const event = await readTeamEvent(payload, email.event)
    if (!event) return null
    return { content: teamNoticeEmail({ siteName: config.business.siteName, publicUrl: config.publicUrl, event }) }
  },
  async 'team-digest'(email, { payload, config }) {
    const sections = await readDigest(payload, email.windowStart, email.windowEnd)
    // A quiet window (its events deleted meanwhile): nothing to say.
    if (sections.length === 0) return null
    const [start, end] = [new Date(email.windowStart), new Date(email.windowEnd)]
    const windowLabel =
      frenchDate(start) === frenchDate(end)
        ? `${frenchDate(start)}, ${frenchTime(start)} – ${frenchTime(end)}`
        : `du ${frenchDateTime(start)} au ${frenchDateTime(end)}`
    return { content: teamDigestEmail({ siteName: config.business.siteName, publicUrl: config.publicUrl, sections, windowLabel }) }
  },
  async 'support-reply'(email, { payload, config }) {
    // Access bypassed: the email job (queued) reads what it sends, for no caller.
    const reply = await payload.findByID({
      collection: 'support-replies',
      id: email.replyId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    // Gone with its item (retention) before the queue ran: nothing to send any more.
    if (!reply) return null
    // The frame in the language the person wrote in: the contact message's, or the request's (lead).
    const target = reply.contact
      ? // Access bypassed: the email job reads the writer's language for no caller.
        await payload.findByID({ collection: 'contacts', id: idOf(reply.contact)!, depth: 0, overrideAccess: true, disableErrors: true })
      : reply.lead
        ? // Access bypassed: the email job reads the writer's language for no caller.
          await payload.findByID({ collection: 'leads', id: idOf(reply.lead)!, depth: 0, overrideAccess: true, disableErrors: true })
        : null
    const locale = email.locale ?? localeOf(target?.language)
    return {
      content: supportReplyEmail({
        siteName: config.business.siteName,
        subject: reply.subject,
        content: reply.content,
        sentBy: reply.sentBy,
        locale,
      }),
      // The person answers the team, not the sending address.
      replyTo: config.business.contactEmail,
    }
  },
  async 'set-password'(email, { payload, config }) {
    // Access bypassed: the email job (queued) reads what it sends, for no caller.
    const user = await payload.findByID({ collection: 'users', id: email.userId, depth: 0, overrideAccess: true, disableErrors: true })
    // Already chosen (on the confirmation page, issue 33): no link to send, and no token to write over it.
    if (!user || !user.passwordPending) return null
    const token = await issueResetToken(payload, user.email, SET_PASSWORD_LINK_HOURS * 60)
    if (!token) return null
    const locale = email.locale ?? localeOf(user.language)
    return {
      content: setPasswordEmail({
        siteName: config.business.siteName,
        firstName: user.firstName,
        setPasswordUrl: pageUrl(config.publicUrl, `/reinitialiser-mot-de-passe?token=${encodeURIComponent(token)}`, locale),
        validForHours: SET_PASSWORD_LINK_HOURS,
        loginEmail: user.email,
        locale,
      }),
    }
  },
  async 'new-message'(email, { payload, config }) {
    const locale = email.locale ?? (await accountLocale(payload, email.to))
    return {
      content: newMessageEmail({
        siteName: config.business.siteName,
        firstName: email.firstName,
        inboxUrl: pageUrl(config.publicUrl, '/dashboard?tab=messages', locale),
        locale,
      }),
    }
  },
  async 'step-completed'(email, { payload, config }) {
    const locale = email.locale ?? (await accountLocale(payload, email.to))
    return {
      content: stepCompletedEmail({
        siteName: config.business.siteName,
        firstName: email.firstName,
        projectName: email.projectName,
        stepName: email.stepName,
        projectUrl: pageUrl(config.publicUrl, `/project/${email.projectId}`, locale),
        locale,
      }),
    }
  },
  async 'document-returned'(email, { payload, config }) {
    const { kind: _kind, to: _to, locale: _locale, ...input } = email
    const locale = email.locale ?? (await accountLocale(payload, email.to))
    return {
      content: documentReturnedEmail({
        siteName: config.business.siteName,
        ...input,
        projectUrl: pageUrl(config.publicUrl, `/project/${email.projectId}`, locale),
        locale,
      }),
    }
  },
  async 'document-rejected'(email, { payload, config }) {
    const { kind: _kind, to: _to, locale: _locale, ...input } = email
    const locale = email.locale ?? (await accountLocale(payload, email.to))
    return {
      content: documentRejectedEmail({
        siteName: config.business.siteName,
        ...input,
        projectUrl: pageUrl(config.publicUrl, `/project/${email.projectId}`, locale),
        locale,
      }),
    }
  },
  async 'password-changed'(email, { payload, config }) {
    const locale = email.locale ?? (await accountLocale(payload, email.to))
    return {
      content: passwordChangedEmail({
        siteName: config.business.siteName,
        firstName: email.firstName,
        forgotPasswordUrl: pageUrl(config.publicUrl, '/mot-de-passe-oublie', locale),
        locale,
      }),
    }
  },
  async 'email-change-confirm'(email, { payload, config }) {
    const token = await issueEmailChangeToken(payload, email.userId, email.to)
    if (!token) return null
    const locale = email.locale ?? (await userLocale(payload, email.userId))
    return {
      content: emailChangeConfirmEmail({
        siteName: config.business.siteName,
        firstName: email.firstName,
        newEmail: email.to,
        confirmUrl: pageUrl(config.publicUrl, `/confirmer-email?token=${encodeURIComponent(token)}`, locale),
        validForHours: EMAIL_CHANGE_LINK_HOURS,
        locale,
      }),
    }
  },
  async 'email-change-notice'(email, { payload, config }) {
    const locale = email.locale ?? (await accountLocale(payload, email.to))
    return {
      content: emailChangeNoticeEmail({
        siteName: config.business.siteName,
        firstName: email.firstName,
        newEmail: email.newEmail,
        forgotPasswordUrl: pageUrl(config.publicUrl, '/mot-de-passe-oublie', locale),
        locale,
      }),
    }
  },
  async 'account-closed'(email, { payload, config }) {
    // The account is anonymised or deleted by now: its language comes with the email (else French).
    const locale = email.locale ?? (await accountLocale(payload, email.to))
    return {
      content: accountClosedEmail({
        siteName: config.business.siteName,
        firstName: email.firstName,
        retentionYears: PAYMENT_RETENTION_YEARS,
        contactEmail: config.business.contactEmail,
        locale,
      }),
    }
  },
  // Called through, not referenced: the newsletter's module also imports this capability's.
  'newsletter-confirm': (email, context) => renderNewsletterConfirm(email, context),
  'newsletter-article': (email, context) => renderNewsletterArticle(email, context),
}

export function renderQueuedEmail(email: QueuedEmail, context: RenderContext): Promise<RenderedEmail | null> {
  const render = renderers[email.kind] as (email: QueuedEmail, context: RenderContext) => Promise<RenderedEmail | null>
  return render(email, context)
}
