/**
 * fast-check arbitraries of hostile input for the /api fuzzer: control characters and NUL,
 * lone surrogates, SQL and HTML fragments, prototype keys, huge and odd numbers, long strings,
 * deep nesting, arrays where objects are expected, raw JSON that JSON.stringify cannot write
 * (`1e999`, `__proto__` keys), malformed percent-encoding and wrong Content-Types.
 */
import fc from 'fast-check'
import type { Payload } from './actors'
import { minimalPdf, multipartBody } from './document-files'

export const NASTY_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001b[31m\u0007',
  '\u007f\u0085\u2028\u2029',
  '\ud800',
  'x\udfffy',
  '\ufeff\u200b\u202e',
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  '" OR ""="',
  '\\',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}',
  '../../../etc/passwd',
  '%00%E0%A4%',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1.5',
  '1e309',
  '99999999999999999999',
  '0x10',
  ' 1',
  '١٢٣',
  'é'.normalize('NFD'),
  '😀'.repeat(50),
  'a'.repeat(5_000),
] as const

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 200, maxLength: 2_000 }) },
)

export const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, -0, 1.5, 2 ** 31, 2 ** 53 + 2, Number.MAX_VALUE, Number.MIN_VALUE, -1e21),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)

export const hostileKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    'id',
    'user',
    'role',
    'fromAdmin',
    'collection',
    'where',
    '$where',
  ),
  fc.string({ unit: 'binary', maxLength: 12 }),
)

/** Any JSON value, a few levels deep, built from the hostile parts above. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileKey, tie('value'), { maxKeys: 4 }),
  ),
})).value

const deep = (depth: number, open: string, leaf: string, close: string) => `${open.repeat(depth)}${leaf}${close.repeat(depth)}`

/** JSON texts JSON.stringify never writes: numbers out of range, prototype keys, deep nesting, broken syntax. */
export const RAW_JSON = [
  '{"__proto__":{"role":"staff","fromAdmin":true,"isAdmin":true},"constructor":{"prototype":{"polluted":"oui"}}}',
  '{"id":1e999,"page":-1e999,"limit":123456789012345678901234567890}',
  deep(20_000, '[', '0', ']'),
  deep(8_000, '{"a":', '1', '}'),
  '{"a":',
  '{"a":1,"a":2}',
  '"\\ud800"',
  '"\\u0000"',
  'null',
  '[]',
  '12',
  '',
] as const

export const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=zzz',
  'multipart/form-data',
  'application/json; charset=utf-16',
  'application/json; charset=klingon',
  'application/xml',
  'application/vnd.api+json',
] as const

/** A nasty fragment inside a valid text: it keeps the text's length and shape, so it passes validation more often. */
const tainted = (valid: string) =>
  fc
    .tuple(fc.constantFrom(...NASTY_STRINGS.filter((text) => text.length < 100)), fc.nat(valid.length))
    .map(([nasty, at]) => `${valid.slice(0, at)}${nasty}${valid.slice(at)}`)

/** A hostile replacement for one valid value. */
const spoiled = (valid: unknown) =>
  fc.oneof(
    { weight: typeof valid === 'string' ? 5 : 0, arbitrary: tainted(String(valid)) },
    { weight: 2, arbitrary: hostileString },
    { weight: 1, arbitrary: hostileNumber },
    { weight: 1, arbitrary: hostileJson },
  )

/** A JSON value as the route's body, with one field spoiled, replaced by an array, or nested very deep. */
export function spoiledBody(sample: Record<string, unknown>, keys: readonly string[]): fc.Arbitrary<Payload> {
  const fields = [...new Set([...Object.keys(sample), ...keys, 'id'])]
  const oneField = fc.constantFrom(...fields).chain((key) => spoiled(sample[key]).map((value) => ({ json: { ...sample, [key]: value } })))
  return fc.oneof(
    // One field hostile, the rest valid: reaches the deepest code.
    { weight: 8, arbitrary: oneField },
    // The field as an array of itself.
    { weight: 1, arbitrary: fc.constantFrom(...fields).map((key) => ({ json: { ...sample, [key]: [sample[key] ?? 'x'] } })) },
    // Prototype keys in the text, beside the valid fields.
    {
      weight: 1,
      arbitrary: fc.constant({
        raw: `{"__proto__":{"role":"staff","fromAdmin":true},${JSON.stringify(sample).slice(1)}`,
        contentType: 'application/json',
      }),
    },
    // The whole body hostile, or raw text, or the right body under the wrong Content-Type.
    { weight: 1, arbitrary: hostileJson.map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_JSON).map((raw) => ({ raw, contentType: 'application/json' })) },
    { weight: 1, arbitrary: fc.constantFrom(...WRONG_CONTENT_TYPES).map((contentType) => ({ raw: JSON.stringify(sample), contentType })) },
    // Over the body limit (100 kB).
    { weight: 1, arbitrary: fc.constant({ json: { ...sample, [fields[0]]: 'x'.repeat(150_000) } }) },
  )
}

/** The upload with a tainted `kind`, then with a tainted file name. */
export const taintedUploads = (taint: string): Payload[] =>
  [
    { kind: `other${taint}`, name: 'piece.pdf' },
    { kind: 'other', name: `piece${taint}.pdf` },
  ].map(({ kind, name }) => {
    const { body, contentType } = multipartBody({ kind, file: { name, bytes: minimalPdf(), type: 'application/pdf' } })
    return { raw: new Uint8Array(body), contentType }
  })

/** Multipart bodies for the document upload: hostile kind and file name, odd bytes, broken framing. */
export const hostileUpload: fc.Arbitrary<Payload> = fc.oneof(
  fc.record({ kind: fc.oneof(fc.constant('other'), hostileString), name: hostileString, pdf: fc.boolean() }).map(({ kind, name, pdf }) => {
    const bytes = pdf ? minimalPdf() : Buffer.from(name, 'utf8')
    const { body, contentType } = multipartBody({ kind, file: { name: name.replace(/[\r\n]/g, ' '), bytes, type: 'application/pdf' } })
    return { raw: new Uint8Array(body), contentType }
  }),
  fc.constantFrom(
    { raw: '--zzz\r\nContent-Disposition: form-data; name="kind"\r\n\r\nother', contentType: 'multipart/form-data; boundary=zzz' },
    { raw: '--zzz--\r\n', contentType: 'multipart/form-data; boundary=zzz' },
    { raw: 'pas du multipart', contentType: 'multipart/form-data; boundary=' },
    { raw: '%PDF-1.4', contentType: 'application/pdf' },
  ),
)

/** Path segments: written with percent-encoding of every byte, or raw sequences a decoder chokes on. */
export const RAW_SEGMENTS = ['%00', '%E0%A4', '%', '%zz', '..', '%2e%2e', '%2F', 'a%00b', '%C0%AE', '%FF', '%u0000'] as const

const UNRESERVED = /[A-Za-z0-9\-._~]/
/** Percent-encodes a string's UTF-8 bytes (a lone surrogate becomes U+FFFD, as any client would send it). */
export const encodeBytes = (text: string) =>
  Array.from(Buffer.from(text, 'utf8'), (byte) =>
    UNRESERVED.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
  ).join('')

/** A canonical record id: a value the back-office may act on legitimately, so never generated at random. */
const canonicalId = /^[1-9]\d{0,9}$/
const notAnotherId = (text: string) => !canonicalId.test(text.trim())

/** A path parameter: the valid one, an out-of-range or non-canonical id, or hostile text (encoded or raw). */
export const hostileSegment = (valid: string) =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant(encodeBytes(valid)) },
    { weight: 3, arbitrary: tainted(valid).filter(notAnotherId).map(encodeBytes) },
    { weight: 2, arbitrary: fc.constantFrom('0', '-1', '1.5', '01', '+1', '1e0', '0x1', '2147483648', '99999999999', '１', `${valid}abc`) },
    { weight: 2, arbitrary: hostileString.filter(notAnotherId).map(encodeBytes) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  )

/** A query string: the route's own keys and hostile ones, hostile values (encoded or raw), repeated keys and brackets. */
export const hostileQuery = (keys: readonly string[]) =>
  fc
    .array(
      fc.tuple(
        fc
          .oneof(fc.constantFrom(...keys, 'page', 'limit', '__proto__', 'constructor[prototype][x]', 'a[b][c]'), hostileKey)
          .map(encodeBytes),
        fc.oneof(
          hostileString.map(encodeBytes),
          hostileNumber.map((n) => encodeBytes(String(n))),
          fc.constantFrom(...RAW_SEGMENTS),
        ),
      ),
      { minLength: 1, maxLength: 4 },
    )
    .map((pairs) => pairs.map(([key, value]) => `${key}=${value}`).join('&'))
