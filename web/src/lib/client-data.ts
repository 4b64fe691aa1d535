/**
 * Keys of the client area's cached reads, shared by the features that change them: a new
 * project refreshes the projects and the overview; reading or sending a message refreshes
 * the inbox and the overview's unread count. (Data stays fresh for 5 minutes otherwise,
 * spec 1 §9, so a write must say what it made stale.)
 */
import { mutate } from 'swr'

export const clientDataKeys = {
  overview: '/api/dashboard',
  orders: '/api/orders',
  projects: '/api/projects',
  project: (id: number | string) => `/api/project/${id}`,
  steps: (id: number | string) => `/api/projects/${id}/steps`,
  messages: (userId: number | string) => `/api/messages/${userId}`,
} as const

/** The key itself, or one under it ('/api/messages/1?page=2'), never a sibling ('/api/messages/12'). */
const startsWithAny = (key: unknown, prefixes: string[]) =>
  typeof key === 'string' && prefixes.some((prefix) => key === prefix || key.startsWith(`${prefix}?`) || key.startsWith(`${prefix}/`))

/** After a project is created. */
export const refreshProjects = () => mutate((key) => startsWithAny(key, [clientDataKeys.projects, clientDataKeys.overview]))

/** After a message is read or sent. */
export const refreshMessages = (userId: number) =>
  mutate((key) => startsWithAny(key, [clientDataKeys.messages(userId), clientDataKeys.overview]))
