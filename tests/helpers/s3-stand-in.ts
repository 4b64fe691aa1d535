/**
 * A local S3 stand-in (s3rver) on a free port, its files in a temporary folder, with one
 * bucket; and a client to look at what the app stored there.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { S3Client } from '@aws-sdk/client-s3'
// @ts-expect-error -- s3rver ships no types; only its constructor, run() and close() are used.
import S3rver from 's3rver'

export interface S3StandIn {
  endpoint: string
  bucket: string
  directory: string
  /** The variables that point the app at this store. */
  env: Record<string, string>
  client: S3Client
  stop: () => Promise<void>
}

const ACCESS_KEY = 'S3RVER' // s3rver's fixed development credentials
const SECRET_KEY = 'S3RVER'

export async function startS3StandIn(bucket = 'documents'): Promise<S3StandIn> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'))
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] })
  const { port } = (await server.run()) as { port: number }
  const endpoint = `http://127.0.0.1:${port}`
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET_KEY },
  })
  return {
    endpoint,
    bucket,
    directory,
    client,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: SECRET_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      client.destroy()
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
