/**
 * The message catalogues (issue 37), read as files: no server.
 *
 * - The API's (contract/i18n/messages/ar.json, French text → Arabic): every French message of
 *   contract/*.ts (the zod schemas' messages, the message constants and tables of errors) and every
 *   message the server answers with (cms: its errors and its `success` answers' `message`) has an
 *   Arabic entry. A message built with values (a template literal) is covered by a key it can
 *   write: one of its finite variants, or a template key whose `{name}` holds the value.
 * - Each Arabic text is valid ICU MessageFormat with exactly its key's placeholders.
 * - The web's (web/src/**\/i18n/{fr,ar}.json, found wherever they are): both languages have the
 *   same keys, and each message the same arguments, selects (and their cases) and tags; a count
 *   may be a plural in one language and a plain number in the other (see shapeDifference).
 */
import fs from 'node:fs'
import path from 'node:path'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { translateApiMessage } from '@/contract/i18n/api-messages'
import arabic from '@/contract/i18n/messages/ar.json'

const ROOT = path.resolve(import.meta.dirname, '../..')

function filesUnder(dir: string, accept: (file: string) => boolean, skip: readonly string[] = []): string[] {
  const found: string[] = []
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name)
      if (entry.isDirectory()) {
        if (!skip.includes(entry.name) && entry.name !== 'node_modules') walk(full)
      } else if (accept(full)) found.push(full)
    }
  }
  walk(path.join(ROOT, dir))
  return found.sort()
}

const sourceFiles = (dir: string, skip: readonly string[] = []) =>
  filesUnder(dir, (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'), skip)

// ---------------------------------------------------------------------------------------------
// French messages found in the sources

/** A text as written: its literal parts (one part for a plain string, n + 1 for a template with n values). */
interface Found {
  parts: string[]
  where: string
}

/** A sentence someone reads: two words at least (not a path, an id, a MIME type or a CSS value). */
const isSentence = (parts: string[]) => /\p{L}{2,}[\s\u00a0\u202f]+\p{L}/u.test(parts.join(' '))

const partsOf = (node: ts.Node): string[] | null => {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text]
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)]
  return null
}

/** The expression under `as const` and `satisfies …`. */
const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node) ? unwrap(node.expression) : node

/** The texts a node may evaluate to: itself, both branches of a condition, an arrow function's body. */
function textsOf(node: ts.Node | undefined): ts.Node[] {
  if (!node) return []
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return textsOf(node.expression)
  if (ts.isConditionalExpression(node)) return [...textsOf(node.whenTrue), ...textsOf(node.whenFalse)]
  if (ts.isArrowFunction(node) && !ts.isBlock(node.body)) return textsOf(node.body)
  return partsOf(node) ? [node] : []
}

/** zod's checks that take a message as their last argument (`.min(2, 'Le nom…')`). */
const ZOD_CHECKS = new Set(['min', 'max', 'length', 'regex', 'refine', 'int', 'positive', 'nonnegative', 'gte', 'lte', 'gt', 'lt'])
/** The server's ways to answer an error (cms/infra/http/errors.ts) and the ids of a path. */
const ERROR_HELPERS = new Set(['badRequest', 'conflict', 'notFound', 'forbidden', 'unauthorized', 'recordId'])
/** The contract's helpers that take a message: nameSchema('Le prénom…'), recordId('Projet invalide'), issue(path, '…'). */
const MESSAGE_HELPERS = /Schema$|^(issue|recordId|existingPassword)$/
/** Tables of messages: the value of each key is a message. */
const MESSAGE_TABLE = /_(ERRORS|REFUSALS|MESSAGES)$|^(SLUG_TAKEN|ITEM_NOT_FOUND)$/

function parseFile(file: string) {
  return ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
}

function collect(found: Found[], node: ts.Node, why: string) {
  for (const text of textsOf(node)) {
    const parts = partsOf(text)!
    const src = text.getSourceFile()
    if (isSentence(parts))
      found.push({
        parts,
        where: `${path.relative(ROOT, src.fileName)}:${src.getLineAndCharacterOfPosition(text.getStart()).line + 1} (${why})`,
      })
  }
}

/** Names of the top-level constants of these files holding a message or a table of them (`TAG_NOT_FOUND`). */
function messageConstants(files: ts.SourceFile[]) {
  const constants = new Map<string, ts.Expression>()
  for (const src of files)
    for (const statement of src.statements)
      if (ts.isVariableStatement(statement))
        for (const declaration of statement.declarationList.declarations)
          if (ts.isIdentifier(declaration.name) && declaration.initializer)
            constants.set(declaration.name.text, unwrap(declaration.initializer))
  return constants
}

/** contract/*.ts: zod's messages (checks, `error`, `message`), message constants, tables of errors, helpers' messages. */
function contractMessages(): Found[] {
  const found: Found[] = []
  for (const file of sourceFiles('contract').filter((file) => path.dirname(file) === path.join(ROOT, 'contract'))) {
    const src = parseFile(file)
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression
        const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : ''
        // A check's message, or a message handed to a helper of the contract (nameSchema('…'), issue(path, '…')).
        if ((ts.isPropertyAccessExpression(callee) && ZOD_CHECKS.has(name)) || (ts.isIdentifier(callee) && MESSAGE_HELPERS.test(name)))
          for (const argument of node.arguments) collect(found, argument, `${name}()`)
      }
      if (ts.isPropertyAssignment(node) && ['error', 'message'].includes(node.name.getText(src)))
        collect(found, node.initializer, node.name.getText(src))
      // Message constants: `export const EMAIL_TAKEN = '…'`, `const invalidEmail = \`…\``.
      if (ts.isVariableDeclaration(node) && node.initializer && ts.isSourceFile(node.parent.parent.parent)) {
        const name = node.name.getText(src)
        const initializer = unwrap(node.initializer)
        if (MESSAGE_TABLE.test(name) && ts.isObjectLiteralExpression(initializer)) {
          for (const property of initializer.properties) if (ts.isPropertyAssignment(property)) collect(found, property.initializer, name)
        } else if (!ts.isArrowFunction(initializer)) collect(found, initializer, name)
      }
      // A message given as a parameter's default: recordId(message = 'Identifiant invalide').
      if (ts.isParameter(node) && node.initializer) collect(found, node.initializer, 'default')
      ts.forEachChild(node, visit)
    }
    visit(src)
  }
  return found
}

/** cms/: what its errors say (badRequest('…'), new HttpError(status, '…'), a constant handed to them) and `{ success, message: '…' }`. */
function serverMessages(): Found[] {
  const files = sourceFiles('cms', ['next', 'demo', 'migrations']).map(parseFile)
  const constants = messageConstants(files)
  const found: Found[] = []
  for (const src of files) {
    const message = (node: ts.Node | undefined, why: string) => {
      if (!node) return
      // A constant of the server (ITEM_NOT_FOUND[item], SLUG_TAKEN.tag, SENT); the contract's are checked above.
      const name = ts.isIdentifier(node)
        ? node.text
        : ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)
          ? node.expression.getText(src)
          : undefined
      const constant = name ? constants.get(name) : undefined
      if (constant && ts.isObjectLiteralExpression(constant)) {
        for (const property of constant.properties)
          if (ts.isPropertyAssignment(property)) collect(found, property.initializer, `${why} ${name}`)
      } else if (constant) collect(found, constant, `${why} ${name}`)
      else collect(found, node, why)
    }
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && ERROR_HELPERS.has(node.expression.text))
        message(node.arguments[0], node.expression.text)
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'HttpError')
        message(node.arguments?.[1], 'HttpError')
      // The error helpers' own defaults: unauthorized(message = 'Vous devez être connecté…').
      if (ts.isParameter(node) && node.initializer && src.fileName.endsWith(path.join('http', 'errors.ts')))
        message(node.initializer, 'default')
      if (
        ts.isPropertyAssignment(node) &&
        ['error', 'message'].includes(node.name.getText(src)) &&
        ts.isObjectLiteralExpression(node.parent) &&
        node.parent.properties.some((property) => property.name?.getText(src) === 'success')
      )
        message(node.initializer, 'answer')
      ts.forEachChild(node, visit)
    }
    visit(src)
  }
  return found
}

// ---------------------------------------------------------------------------------------------
// The API catalogue

const catalog = arabic as Record<string, string>
const PLACEHOLDER = /\{(\w+)\}/g
const placeholdersOf = (key: string) => [...key.matchAll(PLACEHOLDER)].map((match) => match[1]!).sort()
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Whether the catalogue has a key this text can be: the same text, or (with values) a variant or a template. */
function covered({ parts }: Found): boolean {
  if (parts.length === 1 && parts[0]! in catalog) return true
  const written = new RegExp(`^${parts.map(escapeRegExp).join('[\\s\\S]+')}$`)
  return Object.keys(catalog).some((key) => written.test(key))
}

type Compiled = ReturnType<typeof compileMessageOrThrow>

/** A message's arguments and structure: `count:plural`, `gender:select:female|male|other`, `name`, `<link>`. */
function shapeOf(compiled: Compiled, shape = new Set<string>()): Set<string> {
  for (const token of typeof compiled === 'string' ? [compiled] : compiled) {
    if (typeof token === 'string') {
      for (const tag of token.matchAll(/<\/?(\w+)\s*\/?>/g)) shape.add(`<${tag[1]}>`)
      continue
    }
    const [name, type, format] = token as [string, string?, unknown?]
    if (type === 'plural' || type === 'selectordinal' || type === 'select') {
      // Lingui keeps an `offset` beside the cases.
      const cases = Object.fromEntries(Object.entries(format as Record<string, Compiled>).filter(([key]) => key !== 'offset'))
      shape.add(type === 'select' ? `${name}:select:${Object.keys(cases).sort().join('|')}` : `${name}:${type}`)
      for (const branch of Object.values(cases)) shapeOf(branch, shape)
    } else shape.add(type ? `${name}:${type}` : name)
  }
  return shape
}

/**
 * How two languages' shapes of one message differ, or null. The same arguments, selects (with the
 * same cases) and tags; a count may be a plural in one language and a plain number in the other
 * (Arabic's six plural forms need a plural where French writes « {years} ans »).
 */
function shapeDifference(french: Set<string>, arabic: Set<string>): string | null {
  const strict = (shape: Set<string>) =>
    [...shape].filter((item) => !/:(plural|selectordinal|number)$/.test(item)).filter((item) => item.includes(':') || item.startsWith('<'))
  const names = (shape: Set<string>) => argumentsOf(shape).join()
  if (names(french) !== names(arabic)) return `arguments ${names(french)} ≠ ${names(arabic)}`
  const [fr, ar] = [strict(french).sort().join(), strict(arabic).sort().join()]
  return fr === ar ? null : `${fr} ≠ ${ar}`
}

const argumentsOf = (shape: Set<string>) =>
  [...new Set([...shape].filter((item) => !item.startsWith('<')).map((item) => item.split(':')[0]!))].sort()

describe('the API catalogue (contract/i18n/messages/ar.json)', () => {
  it('has an Arabic entry for every French message of contract/*.ts', () => {
    const found = contractMessages()
    // The extraction reads the schemas: a few hundred messages, not a handful.
    expect(found.length).toBeGreaterThan(200)
    const missing = new Set(found.filter((message) => !covered(message)).map(({ parts, where }) => `${where}: ${parts.join('${…}')}`))
    expect([...missing]).toEqual([])
  })

  it('has an Arabic entry for every message the server answers with', () => {
    const found = serverMessages()
    expect(found.length).toBeGreaterThan(60)
    const missing = new Set(found.filter((message) => !covered(message)).map(({ parts, where }) => `${where}: ${parts.join('${…}')}`))
    expect([...missing]).toEqual([])
  })

  it('writes each Arabic text as ICU MessageFormat with exactly its key’s placeholders', () => {
    const wrong: string[] = []
    for (const [french, text] of Object.entries(catalog)) {
      let shape: Set<string>
      try {
        shape = shapeOf(compileMessageOrThrow(text))
      } catch (error) {
        wrong.push(`${french}: ${(error as Error).message}`)
        continue
      }
      if (argumentsOf(shape).join() !== placeholdersOf(french).join()) wrong.push(`${french}: ${[...shape].join(', ')}`)
      if (!/[\u0600-\u06FF]/.test(text)) wrong.push(`${french}: no Arabic in « ${text} »`)
      for (const item of shape)
        if (item.endsWith(':plural') && !new RegExp(`\\{${item.split(':')[0]}, plural,[\\s\\S]*other \\{`).test(text))
          wrong.push(`${french}: plural without other`)
    }
    expect(wrong).toEqual([])
  })

  it('translates each template once its values are in', () => {
    for (const key of Object.keys(catalog).filter((key) => placeholdersOf(key).length)) {
      const french = key.replace(PLACEHOLDER, (_match, name: string) => (['minutes', 'count'].includes(name) ? '3' : 'A1'))
      const translated = translateApiMessage('ar', french)
      expect(translated, key).not.toBe(french)
      expect(translated, key).not.toMatch(/[{}]/)
      expect(translated, key).toMatch(/[\u0600-\u06FF]/)
    }
  })
})

// ---------------------------------------------------------------------------------------------
// The web's catalogues

const webCatalogues = filesUnder('web/src', (file) => /[\\/]i18n[\\/](fr|ar)\.json$/.test(file))
const readCatalogue = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>

describe('the web catalogues (web/src/**/i18n/{fr,ar}.json)', () => {
  it('come in pairs', () => {
    const folders = (locale: string) => webCatalogues.filter((file) => file.endsWith(`${locale}.json`)).map(path.dirname)
    expect(folders('ar')).toEqual(folders('fr'))
  })

  it('have the same keys, arguments, plurals, selects and tags in both languages', () => {
    const wrong: string[] = []
    for (const french of webCatalogues.filter((file) => file.endsWith('fr.json'))) {
      const where = path.relative(ROOT, path.dirname(french))
      const arabicFile = path.join(path.dirname(french), 'ar.json')
      if (!fs.existsSync(arabicFile)) continue
      const [fr, ar] = [readCatalogue(french), readCatalogue(arabicFile)]
      for (const key of Object.keys(fr)) if (!(key in ar)) wrong.push(`${where}: ${key} missing in Arabic`)
      for (const key of Object.keys(ar)) if (!(key in fr)) wrong.push(`${where}: ${key} missing in French`)
      for (const key of Object.keys(fr).filter((key) => key in ar)) {
        try {
          const difference = shapeDifference(shapeOf(compileMessageOrThrow(fr[key]!)), shapeOf(compileMessageOrThrow(ar[key]!)))
          if (difference) wrong.push(`${where}: ${key}: ${difference}`)
        } catch (error) {
          wrong.push(`${where}: ${key}: ${(error as Error).message.split('\n')[0]}`)
        }
      }
    }
    expect(wrong).toEqual([])
  })
})
