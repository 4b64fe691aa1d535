/**
 * An image of the library inside the article (issue 36): a block in the editor, `<img src alt
 * width height>` in the HTML sent to /api, where the server turns a library address into the
 * stored image (and drops any other). Loaded from the article's HTML, where the server writes it
 * as a `<picture>`: its `<img>` is enough.
 */
import {
  $applyNodeReplacement,
  type DOMConversionMap,
  type DOMExportOutput,
  DecoratorNode,
  type LexicalNode,
  type NodeKey,
  type SerializedLexicalNode,
  type Spread,
} from 'lexical'
import type { JSX } from 'react'

export type SerializedImageNode = Spread<{ src: string; alt: string; width: number | null; height: number | null }, SerializedLexicalNode>

interface ImageData {
  src: string
  alt: string
  width: number | null
  height: number | null
}

const dimension = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null)

export class ImageNode extends DecoratorNode<JSX.Element> {
  __src: string
  __alt: string
  __width: number | null
  __height: number | null

  static getType(): string {
    return 'image'
  }

  static clone(node: ImageNode): ImageNode {
    return new ImageNode({ src: node.__src, alt: node.__alt, width: node.__width, height: node.__height }, node.__key)
  }

  constructor({ src, alt, width, height }: ImageData, key?: NodeKey) {
    super(key)
    this.__src = src
    this.__alt = alt
    this.__width = width
    this.__height = height
  }

  static importJSON(json: SerializedImageNode): ImageNode {
    return $createImageNode(json)
  }

  exportJSON(): SerializedImageNode {
    return { type: 'image', version: 1, src: this.__src, alt: this.__alt, width: this.__width, height: this.__height }
  }

  static importDOM(): DOMConversionMap {
    return {
      img: () => ({
        conversion: (element) => {
          const img = element as HTMLImageElement
          const src = img.getAttribute('src') ?? ''
          return src
            ? {
                node: $createImageNode({
                  src,
                  alt: img.getAttribute('alt') ?? '',
                  width: dimension(img.getAttribute('width')),
                  height: dimension(img.getAttribute('height')),
                }),
              }
            : { node: null }
        },
        priority: 0,
      }),
    }
  }

  exportDOM(): DOMExportOutput {
    const img = document.createElement('img')
    img.setAttribute('src', this.__src)
    img.setAttribute('alt', this.__alt)
    if (this.__width) img.setAttribute('width', String(this.__width))
    if (this.__height) img.setAttribute('height', String(this.__height))
    return { element: img }
  }

  createDOM(): HTMLElement {
    const frame = document.createElement('div')
    frame.className = 'rte-image'
    return frame
  }

  updateDOM(): false {
    return false
  }

  isInline(): false {
    return false
  }

  decorate(): JSX.Element {
    return <img src={this.__src} alt={this.__alt} width={this.__width ?? undefined} height={this.__height ?? undefined} />
  }
}

export function $createImageNode(data: ImageData): ImageNode {
  return $applyNodeReplacement(new ImageNode(data))
}

export const $isImageNode = (node: LexicalNode | null | undefined): node is ImageNode => node instanceof ImageNode
