import type http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawGet } from '@/tests/helpers/raw-get'
import { bodyFor, encodeAnswer, keptBody } from './answer-encoding'

const answers: Record<string, string> = {
  small: JSON.stringify({ success: true }),
  list: JSON.stringify({ rows: Array.from({ length: 40 }, (_, i) => ({ id: i, text: `Ligne ${i} : démarche en cours` })) }),
  // Past the inline limit: compressed on the thread pool.
  large: JSON.stringify({ text: 'Statuts de la société, article par article. '.repeat(5000) }),
}
const kept = keptBody(answers.list!)
const keptSmall = keptBody(answers.small!)

let server: http.Server
let base = ''
beforeAll(async () => {
  const app = express()
  app.get('/answer/:name', async (req, res) => res.type('json').send(await encodeAnswer(req, res, answers[req.params.name]!)))
  app.get('/kept', async (req, res) => res.type('json').send(await bodyFor(req, res, kept)))
  app.get('/kept-small', async (req, res) => res.type('json').send(await bodyFor(req, res, keptSmall)))
  server = app.listen(0)
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => server.close())

const get = (path: string, acceptEncoding?: string) =>
  rawGet(`${base}${path}`, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}).then((answer) => ({
    ...answer,
    vary: answer.headers.vary,
  }))

const decoded = (answer: { encoding?: string; body: Buffer }) =>
  answer.encoding === 'br'
    ? zlib.brotliDecompressSync(answer.body).toString()
    : answer.encoding === 'gzip'
      ? zlib.gunzipSync(answer.body).toString()
      : answer.body.toString()

describe('encodeAnswer and bodyFor', () => {
  it.each(['list', 'large'])('compress the %s answer as the client prefers: brotli, then gzip, else none', async (name) => {
    const brotli = await get(`/answer/${name}`, 'gzip, deflate, br')
    expect(brotli.encoding).toBe('br')
    expect(brotli.vary).toMatch(/Accept-Encoding/)
    expect(decoded(brotli)).toBe(answers[name])
    expect(brotli.body.length).toBeLessThan(answers[name]!.length / 3)
    const gzip = await get(`/answer/${name}`, 'gzip, br;q=0')
    expect(gzip.encoding).toBe('gzip')
    expect(decoded(gzip)).toBe(answers[name])
    const plain = await get(`/answer/${name}`)
    expect(plain.encoding).toBeUndefined()
    expect(plain.body.toString()).toBe(answers[name])
  })

  it('leaves an answer under 1 KB as it is', async () => {
    const small = await get('/answer/small', 'br')
    expect(small.encoding).toBeUndefined()
    expect(small.body.toString()).toBe(answers.small)
    const keptAnswer = await get('/kept-small', 'br')
    expect(keptAnswer.encoding).toBeUndefined()
    expect(keptAnswer.body.toString()).toBe(answers.small)
    expect(keptSmall.encoded).toEqual({})
  })

  it('compresses a kept answer once per encoding and sends the same copy each time', async () => {
    const first = await get('/kept', 'br')
    const second = await get('/kept', 'br')
    expect(first.encoding).toBe('br')
    expect(decoded(first)).toBe(answers.list)
    expect(second.body.equals(first.body)).toBe(true)
    expect(Object.keys(kept.encoded)).toEqual(['br'])
    expect(decoded(await get('/kept', 'gzip'))).toBe(answers.list)
    expect(Object.keys(kept.encoded).sort()).toEqual(['br', 'gzip'])
  })
})
