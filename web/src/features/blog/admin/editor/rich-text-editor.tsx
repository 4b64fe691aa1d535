import { AutoLinkNode, LinkNode } from '@lexical/link'
import { ListItemNode, ListNode } from '@lexical/list'
import { LexicalComposer } from '@lexical/react/LexicalComposer'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { ContentEditable } from '@lexical/react/LexicalContentEditable'
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary'
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin'
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin'
import { ListPlugin } from '@lexical/react/LexicalListPlugin'
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin'
import { HeadingNode, QuoteNode } from '@lexical/rich-text'
import { HISTORY_MERGE_TAG } from 'lexical'
import { useEffect } from 'react'
import styled from 'styled-components'
import { $exportHtml, $loadHtml } from './html-conversion'
import { EditorToolbar } from './editor-toolbar'
import { ImageNode } from './image-node'
import { isSafeLinkUrl } from './link-dialog'

const Frame = styled.div<{ $invalid: boolean }>`
  position: relative;
  border: 1px solid ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.inputBorder)};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`

/** The text as readers will see it: the public article's sizes, close enough to judge a heading or a list. */
const Editable = styled(ContentEditable)`
  min-height: 18rem;
  max-height: 70vh;
  overflow-y: auto;
  padding: 1rem 1.125rem;
  line-height: 1.65;
  outline: none;
  overflow-wrap: anywhere;
  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.focus};
    border-radius: 0 0 8px 8px;
  }
  p {
    margin: 0 0 0.9rem;
  }
  h2 {
    margin: 1.5rem 0 0.6rem;
    font-size: 1.5rem;
    line-height: 1.3;
  }
  h3 {
    margin: 1.25rem 0 0.5rem;
    font-size: 1.2rem;
    line-height: 1.35;
  }
  ul,
  ol {
    margin: 0 0 0.9rem;
    padding-inline-start: 1.5rem;
  }
  blockquote {
    margin: 0 0 0.9rem;
    padding: 0.25rem 0 0.25rem 1rem;
    border-inline-start: 4px solid ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.muted};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
  .rte-underline {
    text-decoration: underline;
  }
  .rte-nested {
    list-style: none;
  }
  .rte-image {
    margin: 0 0 0.9rem;
  }
  .rte-image img {
    display: block;
    max-width: 100%;
    height: auto;
    border-radius: 6px;
  }
`

const EditArea = styled.div`
  position: relative;
`

const Placeholder = styled.div`
  position: absolute;
  top: 1rem;
  inset-inline-start: 1.125rem;
  inset-inline-end: 1.125rem;
  color: ${({ theme }) => theme.colors.muted};
  pointer-events: none;
  user-select: none;
`

const PLACEHOLDER = 'Rédigez votre article\u00a0: titres de section, listes, citations, liens…'

/** Only the classes the editor needs to draw what HTML tags do not (underline, nested list items). */
const THEME = {
  text: { underline: 'rte-underline' },
  list: { nested: { listitem: 'rte-nested' } },
}

/** Sends the HTML on every change of the text (not on a selection move, not on the first load). */
function HtmlChangePlugin({ onChange }: { onChange: (html: string) => void }) {
  const [editor] = useLexicalComposerContext()
  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState, dirtyElements, dirtyLeaves, tags }) => {
        if (tags.has(HISTORY_MERGE_TAG) || (dirtyElements.size === 0 && dirtyLeaves.size === 0)) return
        onChange(editorState.read(() => $exportHtml(editor)))
      }),
    [editor, onChange],
  )
  return null
}

/**
 * The article's content: Lexical with headings, quotes, lists and links, loaded from the post's
 * HTML and giving HTML back on every change. This module (and Lexical) only loads with the editor route.
 */
export function RichTextEditor({
  initialHtml,
  onChange,
  labelId,
  describedBy,
  invalid,
}: {
  initialHtml: string
  onChange: (html: string) => void
  labelId: string
  describedBy?: string
  invalid: boolean
}) {
  const initialConfig = {
    namespace: 'blog-post',
    theme: THEME,
    nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, AutoLinkNode, ImageNode],
    onError: (error: Error) => {
      throw error
    },
    editorState: initialHtml ? (editor: Parameters<typeof $loadHtml>[0]) => $loadHtml(editor, initialHtml) : undefined,
  }
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <Frame $invalid={invalid}>
        <EditorToolbar />
        <EditArea>
          <RichTextPlugin
            contentEditable={
              <Editable
                aria-labelledby={labelId}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                aria-multiline
                aria-placeholder={PLACEHOLDER}
                placeholder={<Placeholder>{PLACEHOLDER}</Placeholder>}
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </EditArea>
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin validateUrl={isSafeLinkUrl} />
        <HtmlChangePlugin onChange={onChange} />
      </Frame>
    </LexicalComposer>
  )
}
