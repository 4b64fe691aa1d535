/**
 * Structured data for search engines: a `<script type="application/ld+json">` data block. The
 * browser never executes it (so the CSP, which forbids inline scripts, allows it). `<`, `>` and
 * `&` are escaped so a title such as '</script>' cannot close the block.
 */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />
}

export function jsonForScript(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
