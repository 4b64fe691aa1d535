import type { Access } from 'payload'
import { isEditor } from './roles'

/** Blog content (articles, categories, tags): any editor, whatever the role. */
export const blogEditor: Access = ({ req: { user } }) => isEditor(user)
