import { $isLinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link'
import { $isListNode, INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, ListNode, REMOVE_LIST_COMMAND } from '@lexical/list'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { $createHeadingNode, $createQuoteNode, $isHeadingNode, $isQuoteNode } from '@lexical/rich-text'
import { $setBlocksType } from '@lexical/selection'
import { $getNearestNodeOfType, $insertNodeToNearestRoot, mergeRegister } from '@lexical/utils'
import {
  $createParagraphNode,
  $getSelection,
  $isRangeSelection,
  $setSelection,
  type BaseSelection,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_LOW,
  FORMAT_TEXT_COMMAND,
  REDO_COMMAND,
  SELECTION_CHANGE_COMMAND,
  UNDO_COMMAND,
} from 'lexical'
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Pilcrow,
  Quote,
  Redo2,
  Underline,
  Undo2,
} from 'lucide-react'
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import { type ApiBlogMedia, mediaFallbackUrl } from '@/contract/blog-media'
import { MediaPickerDialog } from '../../media/media-picker-dialog'
import { $createImageNode } from './image-node'
import { LinkDialog } from './link-dialog'

type Block = 'paragraph' | 'h2' | 'h3' | 'bullet' | 'number' | 'quote' | 'other'

interface ToolbarState {
  bold: boolean
  italic: boolean
  underline: boolean
  link: string | null
  block: Block
}

const EMPTY: ToolbarState = { bold: false, italic: false, underline: false, link: null, block: 'paragraph' }

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  padding: 0.375rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  border-radius: 8px 8px 0 0;
`

const Separator = styled.span`
  width: 1px;
  align-self: stretch;
  margin: 0.25rem 0.125rem;
  background: ${({ theme }) => theme.colors.border};
`

const Tool = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 1px solid transparent;
  border-radius: 6px;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover:not([aria-disabled='true']) {
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.border};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.muted};
    opacity: 0.5;
    cursor: not-allowed;
  }
`

/** Reads what the selection is in: its formats, its block, its link. */
function $readState(): ToolbarState {
  const selection = $getSelection()
  if (!$isRangeSelection(selection)) return EMPTY
  const anchor = selection.anchor.getNode()
  const top = anchor.getKey() === 'root' ? anchor : anchor.getTopLevelElementOrThrow()
  let block: Block = 'other'
  if ($isListNode(top)) {
    const list = $getNearestNodeOfType(anchor, ListNode) ?? top
    block = list.getListType() === 'number' ? 'number' : list.getListType() === 'bullet' ? 'bullet' : 'other'
  } else if ($isHeadingNode(top)) block = top.getTag() === 'h2' ? 'h2' : top.getTag() === 'h3' ? 'h3' : 'other'
  else if ($isQuoteNode(top)) block = 'quote'
  else if (top.getType() === 'paragraph') block = 'paragraph'
  const parent = anchor.getParent()
  const link = $isLinkNode(parent) ? parent.getURL() : $isLinkNode(anchor) ? anchor.getURL() : null
  return {
    bold: selection.hasFormat('bold'),
    italic: selection.hasFormat('italic'),
    underline: selection.hasFormat('underline'),
    link,
    block,
  }
}

/**
 * The editor's toolbar (a WAI-ARIA toolbar: one tab stop, arrows move between buttons), with
 * pressed states that follow the selection.
 */
export function EditorToolbar() {
  const [editor] = useLexicalComposerContext()
  const [state, setState] = useState<ToolbarState>(EMPTY)
  const [canUndo, setCanUndo] = useState(false)
  const [canRedo, setCanRedo] = useState(false)
  const [linkOpen, setLinkOpen] = useState(false)
  const [imageOpen, setImageOpen] = useState(false)
  // The selection when the link dialog opened (the dialog takes the focus from the text).
  const [savedSelection, setSavedSelection] = useState<BaseSelection | null>(null)
  const [focusIndex, setFocusIndex] = useState(0)
  const bar = useRef<HTMLDivElement>(null)

  const refresh = useCallback(() => setState($readState()), [])

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({ editorState }) => editorState.read(refresh)),
        editor.registerCommand(
          SELECTION_CHANGE_COMMAND,
          () => {
            refresh()
            return false
          },
          COMMAND_PRIORITY_LOW,
        ),
        editor.registerCommand(
          CAN_UNDO_COMMAND,
          (payload) => {
            setCanUndo(payload)
            return false
          },
          COMMAND_PRIORITY_LOW,
        ),
        editor.registerCommand(
          CAN_REDO_COMMAND,
          (payload) => {
            setCanRedo(payload)
            return false
          },
          COMMAND_PRIORITY_LOW,
        ),
      ),
    [editor, refresh],
  )

  const setBlock = (block: 'paragraph' | 'h2' | 'h3' | 'quote') =>
    editor.update(() => {
      const selection = $getSelection()
      if (!$isRangeSelection(selection)) return
      // Pressing the current heading or quote again goes back to a paragraph.
      const target = state.block === block ? 'paragraph' : block
      $setBlocksType(selection, () =>
        target === 'paragraph' ? $createParagraphNode() : target === 'quote' ? $createQuoteNode() : $createHeadingNode(target),
      )
    })

  const toggleList = (type: 'bullet' | 'number') => {
    if (state.block === type) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined)
    else editor.dispatchCommand(type === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND, undefined)
  }

  const openLink = () => {
    setSavedSelection(editor.getEditorState().read(() => $getSelection()?.clone() ?? null))
    setLinkOpen(true)
  }

  const applyLink = (url: string | null) => {
    setLinkOpen(false)
    editor.update(() => {
      if (savedSelection) $setSelection(savedSelection.clone())
    })
    editor.dispatchCommand(TOGGLE_LINK_COMMAND, url === null ? null : { url, rel: 'noopener', target: null })
    editor.focus()
  }

  // The picker takes the focus from the text too: the image goes where the caret was.
  const openImage = () => {
    setSavedSelection(editor.getEditorState().read(() => $getSelection()?.clone() ?? null))
    setImageOpen(true)
  }

  const insertImage = (media: ApiBlogMedia) => {
    setImageOpen(false)
    editor.update(() => {
      if (savedSelection) $setSelection(savedSelection.clone())
      $insertNodeToNearestRoot(
        $createImageNode({ src: mediaFallbackUrl(media, 960), alt: media.alt, width: media.width, height: media.height }),
      )
    })
    editor.focus()
  }

  const tools: { label: string; icon: LucideIcon; pressed?: boolean; disabled?: boolean; run: () => void }[][] = [
    [
      { label: 'Gras', icon: Bold, pressed: state.bold, run: () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold') },
      { label: 'Italique', icon: Italic, pressed: state.italic, run: () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic') },
      { label: 'Souligné', icon: Underline, pressed: state.underline, run: () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'underline') },
    ],
    [
      { label: 'Titre de section (H2)', icon: Heading2, pressed: state.block === 'h2', run: () => setBlock('h2') },
      { label: 'Sous-titre (H3)', icon: Heading3, pressed: state.block === 'h3', run: () => setBlock('h3') },
      { label: 'Paragraphe', icon: Pilcrow, pressed: state.block === 'paragraph', run: () => setBlock('paragraph') },
    ],
    [
      { label: 'Liste à puces', icon: List, pressed: state.block === 'bullet', run: () => toggleList('bullet') },
      { label: 'Liste numérotée', icon: ListOrdered, pressed: state.block === 'number', run: () => toggleList('number') },
      { label: 'Citation', icon: Quote, pressed: state.block === 'quote', run: () => setBlock('quote') },
      { label: state.link ? 'Modifier le lien' : 'Lien', icon: Link2, pressed: state.link !== null, run: openLink },
      { label: 'Insérer une image', icon: ImagePlus, run: openImage },
    ],
    [
      { label: 'Annuler la modification', icon: Undo2, disabled: !canUndo, run: () => editor.dispatchCommand(UNDO_COMMAND, undefined) },
      { label: 'Rétablir la modification', icon: Redo2, disabled: !canRedo, run: () => editor.dispatchCommand(REDO_COMMAND, undefined) },
    ],
  ]
  const flat = tools.flat()

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    const jump = event.key === 'Home' ? 0 : event.key === 'End' ? flat.length - 1 : null
    if (!step && jump === null) return
    event.preventDefault()
    const next = jump ?? (focusIndex + step + flat.length) % flat.length
    setFocusIndex(next)
    bar.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus()
  }

  let index = -1
  return (
    <>
      <Bar ref={bar} role="toolbar" aria-label="Mise en forme du contenu" onKeyDown={onKeyDown}>
        {tools.map((group, groupIndex) => (
          <span key={groupIndex} style={{ display: 'contents' }}>
            {groupIndex > 0 ? <Separator aria-hidden="true" /> : null}
            {group.map((tool) => {
              index += 1
              const own = index
              const Icon = tool.icon
              return (
                <Tool
                  key={tool.label}
                  type="button"
                  aria-label={tool.label}
                  title={tool.label}
                  aria-pressed={tool.pressed === undefined ? undefined : tool.pressed}
                  // aria-disabled keeps undo and redo reachable with the arrows while they do nothing.
                  aria-disabled={tool.disabled || undefined}
                  tabIndex={own === focusIndex ? 0 : -1}
                  onFocus={() => setFocusIndex(own)}
                  // The editor keeps its selection: a click on a tool does not take the focus from the text.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => (tool.disabled ? undefined : tool.run())}
                >
                  <Icon size={18} aria-hidden="true" />
                </Tool>
              )
            })}
          </span>
        ))}
      </Bar>
      <LinkDialog open={linkOpen} initial={state.link ?? ''} onClose={() => setLinkOpen(false)} onSubmit={applyLink} />
      <MediaPickerDialog open={imageOpen} title="Insérer une image" onClose={() => setImageOpen(false)} onChoose={insertImage} />
    </>
  )
}
