/** The accounts capability's public face. */
export { RESET_LINK_MINUTES, SET_PASSWORD_LINK_HOURS } from './reset-links'
export { accountSessions } from './sessions'
export { type AccountsServices, createAccountsServices } from './services'
export { setClientSessionCookie, toPublicUser } from './client-session'
export { issueEmailChangeToken } from './email-change-token'
export { type EditorSession, findEditorSession } from './editor-session'
