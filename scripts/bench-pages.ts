/**
 * `npm run bench:pages [-- /other/path …]`: Lighthouse on the public and account pages, with its default
 * configuration (the mobile preset: Moto G-class emulation, simulated slow 4G and CPU throttling),
 * in Debian's Chromium. Each page runs BENCH_RUNS times (3) and the run with the median performance
 * score is reported: scores, LCP, FCP, TBT, CLS, and the audits to fix in every category under 100.
 * Starts a seeded built server, unless BENCH_URL gives a base URL to measure instead;
 * BENCH_PAGES_ONLY=1 measures the pages given as arguments only.
 * A measurement for notes and regressions, not a test: it exits 0 whatever the scores.
 */
import fs from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { generateReport, type Flags, type Result } from 'lighthouse'
import { webRoutes } from '../contract/web-routes'
import { chromiumArgs, chromiumPath } from '../playwright.config'
import { startTestServer, type TestServer } from '../tests/helpers/test-server'
import { build } from './build.mjs'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type CategoryId = (typeof CATEGORIES)[number]
const CATEGORY_TITLES: Record<CategoryId, string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best practices',
  seo: 'SEO',
}
const DEFAULT_PAGES = [
  webRoutes.home,
  webRoutes.legalNotice,
  webRoutes.createCompany,
  webRoutes.login,
  webRoutes.register,
  webRoutes.forgotPassword,
  // A link as the email sends it (any token: the page is the same until the form is sent).
  `${webRoutes.resetPassword}?token=exemple`,
  // The blog with the demo's real images (issue 36): the list, an article with a library cover and a
  // body image, an author's page.
  webRoutes.blog,
  '/blog/creer-une-sarl-en-algerie',
  '/blog/auteur/karim-haddad',
  // The Arabic site (issue 37): the landing page, the funnel, the blog and an article, right to left with their typeface.
  '/ar',
  '/ar/creer-entreprise',
  '/ar/blog',
  '/ar/blog/ashkal-al-sharikat-fi-al-jazair',
]
const CHROME_FLAGS = ['--headless=new', ...chromiumArgs]
const OUT_DIR = 'test-results'
const REPORTS_DIR = path.join(OUT_DIR, 'bench-pages')
/** Lighthouse's own threshold for showing an audit as passed (green). */
const PASS_SCORE = 0.9
/** Runtime errors Lighthouse itself says to retry (a trace that missed the navigation, a hung protocol call): not the page's fault. */
const TRANSIENT_ERROR =
  /^(NO_NAVSTART|NO_TRACING_STARTED|NO_DCL|NO_SCREENSHOTS|NO_SPEEDLINE_FRAMES|TRACE_MISSING|PROTOCOL_TIMEOUT|PAGE_HUNG)/
const RETRIES = 2
/** Messages that point at the closed network of this machine rather than at the page. */
const NETWORK_ERROR = /net::|ERR_(NAME|INTERNET|CONNECTION|ADDRESS|TIMED_OUT)|ENOTFOUND|EAI_AGAIN|network|internet|offline|fetch failed/i

interface FailingAudit {
  id: string
  title: string
  score: number | null
  displayValue?: string
}

interface AuditError {
  id: string
  title: string
  message: string
  network: boolean
}

interface PageSummary {
  path: string
  url: string
  runtimeError?: string
  performanceRuns: (number | null)[]
  scores: Record<CategoryId, number | null>
  metrics: { lcpSeconds: number | null; fcpSeconds: number | null; tbtMs: number | null; cls: number | null }
  failing: Partial<Record<CategoryId, FailingAudit[]>>
  auditErrors: AuditError[]
  warnings: string[]
  report: string
}

const runs = Number(process.env.BENCH_RUNS ?? 3)
if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_RUNS must be a positive integer, not "${process.env.BENCH_RUNS}"`)
const pages = process.env.BENCH_PAGES_ONLY
  ? process.argv.slice(2)
  : [...DEFAULT_PAGES, ...process.argv.slice(2).map((arg) => (arg.startsWith('/') ? arg : `/${arg}`))]

function score100(value: number | null | undefined): number | null {
  return typeof value === 'number' ? Math.round(value * 100) : null
}

function metric(lhr: Result, id: string): number | null {
  const value = lhr.audits[id]?.numericValue
  return typeof value === 'number' ? value : null
}

/** The run with the median performance score (the lower middle one for an even count); runs without a score sort first. */
function medianRun(results: Result[]): Result {
  const sorted = [...results].sort((a, b) => (a.categories.performance?.score ?? -1) - (b.categories.performance?.score ?? -1))
  return sorted[Math.floor((sorted.length - 1) / 2)]
}

/** What keeps a category under 100: for performance, the metrics short of full marks and the insights and diagnostics Lighthouse shows as failed; elsewhere, every scored audit short of 1. */
function failingAudits(lhr: Result, category: CategoryId): FailingAudit[] {
  const failing: FailingAudit[] = []
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id]
    if (!audit || ref.group === 'hidden') continue
    if (audit.scoreDisplayMode === 'error') continue // listed with the audit errors
    if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode) || audit.score === null) continue
    const threshold = category === 'performance' && ref.group !== 'metrics' ? PASS_SCORE : 1
    if (audit.score >= threshold) continue
    failing.push({ id: audit.id, title: audit.title, score: audit.score, displayValue: audit.displayValue })
  }
  return failing.sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
}

function auditErrors(lhr: Result): AuditError[] {
  return Object.values(lhr.audits)
    .filter((audit) => audit.scoreDisplayMode === 'error')
    .map((audit) => {
      const message = audit.errorMessage ?? 'unknown error'
      return { id: audit.id, title: audit.title, message, network: NETWORK_ERROR.test(message) }
    })
}

function summarize(pagePath: string, url: string, results: Result[], reportFile: string, retried: string[]): PageSummary {
  const lhr = medianRun(results)
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, score100(lhr.categories[id]?.score)])) as Record<CategoryId, number | null>
  const failing: PageSummary['failing'] = {}
  for (const id of CATEGORIES) {
    if (scores[id] !== 100) failing[id] = failingAudits(lhr, id)
  }
  const ms = (id: string) => metric(lhr, id)
  return {
    path: pagePath,
    url,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
    performanceRuns: results.map((result) => score100(result.categories.performance?.score)),
    scores,
    metrics: {
      lcpSeconds: ms('largest-contentful-paint') === null ? null : ms('largest-contentful-paint')! / 1000,
      fcpSeconds: ms('first-contentful-paint') === null ? null : ms('first-contentful-paint')! / 1000,
      tbtMs: ms('total-blocking-time'),
      cls: ms('cumulative-layout-shift'),
    },
    failing,
    auditErrors: auditErrors(lhr),
    warnings: [
      ...new Set(results.flatMap((result) => result.runWarnings.map(String))),
      ...retried.map((code) => `a run was retried after Lighthouse's transient ${code} error`),
    ],
    report: reportFile,
  }
}

function table(rows: string[][]): string {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)))
  const line = (row: string[]) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ')
  return [line(rows[0]), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.slice(1).map(line)].join('\n')
}

function print(summaries: PageSummary[], lhrSample: Result | undefined) {
  const show = (value: number | null, format: (value: number) => string) => (value === null ? 'n/a' : format(value))
  const rows = [
    ['Page', 'Perf', 'LCP (s)', 'FCP (s)', 'TBT (ms)', 'CLS', 'A11y', 'Best pr.', 'SEO', 'Perf per run'],
    ...summaries.map((page) => [
      page.path,
      show(page.scores.performance, String),
      show(page.metrics.lcpSeconds, (value) => value.toFixed(1)),
      show(page.metrics.fcpSeconds, (value) => value.toFixed(1)),
      show(page.metrics.tbtMs, (value) => String(Math.round(value))),
      show(page.metrics.cls, (value) => value.toFixed(3)),
      show(page.scores.accessibility, String),
      show(page.scores['best-practices'], String),
      show(page.scores.seo, String),
      page.performanceRuns.map((value) => show(value, String)).join(' '),
    ]),
  ]
  const settings = lhrSample?.configSettings
  console.log(
    `\nLighthouse ${lhrSample?.lighthouseVersion ?? ''}, ${settings?.formFactor ?? 'mobile'} preset (${settings?.throttlingMethod ?? 'simulate'} throttling), ` +
      `${lhrSample?.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}; median of ${runs} run${runs > 1 ? 's' : ''} by performance score\n`,
  )
  console.log(table(rows))

  for (const page of summaries) {
    const notes: string[] = []
    if (page.runtimeError) {
      // Nothing was measured: every audit carries the same error, the one line says it all.
      notes.push(`  Lighthouse could not measure the page: ${page.runtimeError}`)
    } else {
      for (const id of CATEGORIES) {
        const failing = page.failing[id]
        if (!failing) continue
        notes.push(`  ${CATEGORY_TITLES[id]} ${page.scores[id] ?? 'without a score (an audit it weighs could not run, see below)'}:`)
        if (failing.length === 0 && page.scores[id] !== null) notes.push('    (no single audit fails: metrics just short of full marks)')
        for (const audit of failing) {
          const detail = [audit.score === null ? null : `score ${score100(audit.score)}`, audit.displayValue].filter(Boolean).join(', ')
          notes.push(`    ${audit.id} — ${audit.title}${detail ? ` (${detail})` : ''}`)
        }
      }
      const byMessage = new Map<string, AuditError[]>()
      for (const error of page.auditErrors) byMessage.set(error.message, [...(byMessage.get(error.message) ?? []), error])
      for (const [message, errors] of byMessage) {
        const cause = errors[0].network ? ' (likely the closed network of this machine, not the page)' : ''
        notes.push(`  Could not run${cause}: ${errors.map((error) => error.id).join(', ')}\n    ${message}`)
      }
    }
    for (const warning of page.warnings) {
      if (!page.runtimeError?.includes(warning)) notes.push(`  Warning: ${warning}`)
    }
    if (notes.length > 0) console.log(`\n${page.path}\n${notes.join('\n')}`)
  }
}

/** Fails fast, with the server's last words, when the server stopped answering: Lighthouse would only report Chrome's error page. */
async function assertAnswers(url: string) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(30_000) })
  } catch (error) {
    const logs = server?.logs().trim().split('\n').slice(-20).join('\n')
    throw new Error(`${url} does not answer (${(error as Error).cause ?? error})${logs ? `; server output:\n${logs}` : ''}`)
  }
}

process.chdir(path.resolve(import.meta.dirname, '..'))
let server: TestServer | undefined
let chrome: chromeLauncher.LaunchedChrome | undefined
let stopping: Promise<void> | undefined
const cleanUp = () =>
  (stopping ??= (async () => {
    try {
      chrome?.kill()
    } finally {
      await server?.stop()
    }
  })())
process.once('SIGINT', () => {
  console.error('\nInterrupted: stopping Chrome and the server…')
  void cleanUp().finally(() => process.exit(130))
})

try {
  let baseUrl = process.env.BENCH_URL?.replace(/\/+$/, '')
  if (baseUrl) {
    console.log(`Measuring ${baseUrl}`)
  } else {
    build()
    console.log('Starting a seeded server…')
    server = await startTestServer({ seedDemo: true })
    baseUrl = server.baseUrl
  }

  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false, // ours stops the server too
  })
  // No config: Lighthouse's default, which is the mobile preset.
  const flags: Flags = { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES] }
  // A first Lighthouse run in a fresh Chrome is the one that most often loses its trace (NO_NAVSTART)
  // and it pays Chrome's and the server's first-use costs: one unrecorded run takes them.
  console.log('Warm-up run…')
  await assertAnswers(new URL(pages[0], `${baseUrl}/`).href)
  await lighthouse(new URL(pages[0], `${baseUrl}/`).href, flags)

  fs.mkdirSync(REPORTS_DIR, { recursive: true })
  const summaries: PageSummary[] = []
  let lhrSample: Result | undefined
  for (const pagePath of pages) {
    const url = new URL(pagePath, `${baseUrl}/`).href
    console.log(`Lighthouse on ${url} (${runs} run${runs > 1 ? 's' : ''})…`)
    const results: Result[] = []
    const retried: string[] = []
    for (let run = 1; run <= runs; run++) {
      for (let attempt = 0; ; attempt++) {
        await assertAnswers(url)
        const result = await lighthouse(url, flags)
        if (!result) throw new Error(`Lighthouse returned no result for ${url}`)
        const code = result.lhr.runtimeError?.code
        if (code && TRANSIENT_ERROR.test(code) && attempt < RETRIES) {
          retried.push(code)
          continue
        }
        results.push(result.lhr)
        break
      }
    }
    const median = medianRun(results)
    lhrSample ??= median
    const reportFile = path.join(REPORTS_DIR, `${pagePath.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'accueil'}.html`)
    fs.writeFileSync(reportFile, generateReport(median, 'html'))
    summaries.push(summarize(pagePath, url, results, reportFile, retried))
  }

  print(summaries, lhrSample)
  const jsonFile = path.join(OUT_DIR, 'bench-pages.json')
  fs.writeFileSync(
    jsonFile,
    `${JSON.stringify({ date: new Date().toISOString(), baseUrl, runs, lighthouse: lhrSample?.lighthouseVersion, pages: summaries }, null, 2)}\n`,
  )
  console.log(`\nSummary: ${jsonFile}; full reports of the median runs: ${REPORTS_DIR}/*.html`)
} finally {
  await cleanUp()
}
