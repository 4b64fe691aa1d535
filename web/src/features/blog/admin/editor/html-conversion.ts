/**
 * HTML in and out of Lexical (spec 2 §3: the post's content is HTML). In: the post's HTML parsed
 * by the browser and turned into nodes. Out: Lexical's HTML without its editor-only noise
 * (theme classes, `dir`, the `white-space: pre-wrap` spans), which the server sanitises anyway.
 */
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html'
import { $getRoot, $insertNodes, $setSelection, type LexicalEditor } from 'lexical'

/** Runs inside an editor update: replaces the document with the nodes of `html`. */
export function $loadHtml(editor: LexicalEditor, html: string) {
  const dom = new DOMParser().parseFromString(html, 'text/html')
  const nodes = $generateNodesFromDOM(editor, dom)
  const root = $getRoot()
  root.clear()
  root.select()
  // $insertNodes wraps loose text and inline nodes in paragraphs, which the root requires.
  $insertNodes(nodes)
  // No caret in the loaded text: a selection here would take the focus when the page opens.
  $setSelection(null)
}

function tidy(element: Element) {
  element.removeAttribute('class')
  element.removeAttribute('dir')
  const style = element.getAttribute('style')
  if (style !== null && /^\s*white-space:\s*pre-wrap;?\s*$/.test(style)) element.removeAttribute('style')
  if (element.getAttribute('value') && element.tagName === 'LI') element.removeAttribute('value')
}

/** Runs inside an editor read: the document as clean HTML ('' when there is no text). */
export function $exportHtml(editor: LexicalEditor): string {
  if ($getRoot().getTextContent().trim() === '') return ''
  const container = document.createElement('div')
  container.innerHTML = $generateHtmlFromNodes(editor, null)
  for (const element of Array.from(container.querySelectorAll('*'))) tidy(element)
  // A <span> left with no attribute says nothing: keep its text only.
  for (const span of Array.from(container.querySelectorAll('span'))) {
    if (span.attributes.length === 0) span.replaceWith(...Array.from(span.childNodes))
  }
  return container.innerHTML
}
