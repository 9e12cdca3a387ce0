import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { CreateBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import { removeTree } from '../tree.js'

/** s3rver's own account: the key it knows; any other is refused as AWS refuses it. */
export const S3RVER_KEY = 'S3RVER'

export interface S3StandIn {
  origin: string
  put(bucket: string, objects: Record<string, string | Buffer>): Promise<void>
  stop(): Promise<void>
}

/** A real S3-compatible server (s3rver, from npm) on 127.0.0.1, storing in a folder of its own. */
export async function startS3(): Promise<S3StandIn> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 's3rver-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory })
  const { port } = await server.run()
  const origin = `http://127.0.0.1:${port}`
  const client = new S3Client({
    region: 'eu-west-1',
    endpoint: origin,
    forcePathStyle: true,
    credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY }
  })
  const buckets = new Set<string>()
  return {
    origin,
    async put(bucket, objects) {
      if (!buckets.has(bucket)) {
        await client.send(new CreateBucketCommand({ Bucket: bucket }))
        buckets.add(bucket)
      }
      // With its length given, the SDK sends the body as is instead of warning of a stream.
      for (const [key, body] of Object.entries(objects))
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentLength: Buffer.byteLength(body) }))
    },
    async stop() {
      client.destroy()
      await server.close()
      removeTree(directory)
    }
  }
}
