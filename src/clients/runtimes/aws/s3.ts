import { createHash } from 'node:crypto'
import type { Readable } from 'node:stream'
import type { S3Client } from '@aws-sdk/client-s3'
import type { FinalizeRequestMiddleware, MetadataBearer } from '@smithy/types'
import { Exclusions, IGNORE_FILE_MAX_BYTES, parseIgnoreFile } from '../../../artifacts/exclusions.js'
import type { Log } from '../../../util/log.js'
import { badArgument, boundedMap, RuntimeError } from '../errors.js'
import type { NameFilter } from '../names.js'
import type { RuntimeArtifact } from '../../service/catalogue/environments.js'
import { BucketTree } from './bucket-tree.js'
import { aws, clientConfig, describeAwsError, MAX_PAGES, type AwsOptions } from './config.js'
import { bucketEndpoint, ObjectReader, type BucketEndpoint, type SignedRequest } from './s3-objects.js'

/**
 * Objects read at once, each on a keep-alive connection of its own; a read holds a socket's
 * chunk (64 KiB at most), never a whole object. 4, 8, 16, 32 and 64 measured alike on the
 * loopback bench (2 cores, bound by CPU, not latency); against S3 each GET waits on latency,
 * which more at once hides.
 */
export const OBJECTS_AT_ONCE = 16
/** Keys kept in memory to build the folder; past this the bucket is refused: narrow it with name patterns. */
const MAX_OBJECTS = 1_000_000

export interface BucketSelection {
  bucket: string
  /** Matched against each object's key. */
  names: NameFilter
}

export interface BucketReport {
  artifact: RuntimeArtifact
  objects: number
  bytes: number
}

/**
 * The bucket's content as one artifact, fingerprinted bit for bit as the reference client
 * does (one object: its SHA-256, named by its base name; several: the bucket as a folder, named
 * by the bucket), with the newest object's modification time. Where the client downloads the
 * whole bucket to disk first, each object here is read as a stream, several at a time, and
 * hashed as its bytes arrive: nothing is written, and memory holds the keys and a few
 * buffers whatever the objects' sizes. The SDK resolves credentials, region and endpoint and
 * lists the bucket; the objects are read by ObjectReader (s3-objects.ts), which says why.
 */
export async function fingerprintBucket(options: AwsOptions, selection: BucketSelection, log: Log): Promise<BucketReport> {
  const s3 = await import('@aws-sdk/client-s3')
  const client = new s3.S3Client({ ...clientConfig(options), responseChecksumValidation: 'WHEN_REQUIRED' })
  // The listing's request, as signed, tells where the objects are and the scope to sign them for.
  let endpoint: BucketEndpoint | undefined
  const capture: FinalizeRequestMiddleware<object, MetadataBearer> = (next) => (args) => {
    endpoint = bucketEndpoint(args.request as SignedRequest)
    return next(args)
  }
  client.middlewareStack.addRelativeTo(capture, { relation: 'after', toMiddleware: 'httpSigningMiddleware', name: 'listingEndpointCapture' })
  const { bucket } = selection
  const notFound = { NoSuchBucket: 'bucket' }
  let objectReader: ObjectReader | undefined
  try {
    const tree = new BucketTree(bucket)
    let newest = -1
    let objects = 0
    let bytes = 0
    let token: string | undefined
    for (let page = 0; ; page++) {
      if (page >= MAX_PAGES) throw new RuntimeError('server', `S3 gave more than ${MAX_PAGES} pages of bucket ${bucket}; stopped`)
      const listed = await aws('S3', () => client.send(new s3.ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token })), notFound)
      for (const object of listed.Contents ?? []) {
        const key = object.Key
        // Keys ending in `/` are the console's folder markers, as the reference client skips them.
        if (key === undefined || key.endsWith('/') || !selection.names.keeps(key)) continue
        if (++objects > MAX_OBJECTS)
          throw badArgument(
            'bucket',
            `bucket ${bucket} holds more than ${MAX_OBJECTS} objects to fingerprint`,
            'a bucket (or, with `include-names`, a part of one) of fewer objects'
          )
        tree.add(key, object.Size ?? 0)
        bytes += object.Size ?? 0
        const modified = object.LastModified?.getTime() ?? 0
        if (modified > newest) newest = modified
      }
      token = listed.IsTruncated ? listed.NextContinuationToken : undefined
      if (!token) break
    }
    if (tree.empty)
      throw badArgument(
        'bucket',
        `bucket ${bucket} has no object to fingerprint${selection.names.active ? ' that `include-names`/`exclude-names` keep' : ''}`,
        'a bucket with at least one object'
      )
    const reader: Objects = endpoint
      ? (objectReader = new ObjectReader(endpoint, client, { timeoutMs: options.timeoutMs, retries: options.maxRetries, concurrency: OBJECTS_AT_ONCE }))
      : sdkObjects(client, s3, bucket, options.maxRetries)
    const creationTimestamp = Math.floor(newest / 1000)
    const single = tree.singleFile()
    if (single) {
      const fingerprint = await reader.hash(single.file.key)
      return { artifact: { digests: { [single.name]: fingerprint }, creationTimestamp }, objects, bytes }
    }
    const ignore = tree.ignoreFile()
    let ignoreLines: string[] = []
    if (ignore) {
      const tooLarge = () =>
        badArgument('bucket', `bucket ${bucket}: its .kosli_ignore is ${ignore.size} bytes, more than the ${IGNORE_FILE_MAX_BYTES} a list of patterns may be`)
      if (ignore.size > IGNORE_FILE_MAX_BYTES) throw tooLarge()
      const text = await reader.read(ignore.key, IGNORE_FILE_MAX_BYTES, tooLarge)
      ignoreLines = parseIgnoreFile(text.toString('utf8'))
      log.info(`bucket ${bucket}: .kosli_ignore leaves out ${ignoreLines.join(', ') || 'nothing'}`)
    }
    const entries = tree.walk(Exclusions.fromPatterns([], ignoreLines))
    const files = entries.filter((e) => e.file !== undefined)
    const hashes = await boundedMap(files, OBJECTS_AT_ONCE, (e) => reader.hash(e.file!.key))
    const digest = createHash('sha256')
    let next = 0
    for (const entry of entries) {
      digest.update(entry.nameHash)
      if (entry.file) digest.update(hashes[next++])
    }
    return { artifact: { digests: { [bucket]: digest.digest('hex') }, creationTimestamp }, objects, bytes }
  } finally {
    objectReader?.close()
    client.destroy()
  }
}

type S3 = typeof import('@aws-sdk/client-s3')

/** How objects are read: directly (ObjectReader), or through the SDK where the listing was not signed with plain SigV4. */
interface Objects {
  hash(key: string): Promise<string>
  read(key: string, maxBytes: number, tooLarge: () => Error): Promise<Buffer>
}

/** Objects read with `GetObjectCommand`: for SigV4a or S3 Express session auth, which ObjectReader does not sign. */
function sdkObjects(client: S3Client, s3: S3, bucket: string, retries: number): Objects {
  const get = (key: string) => aws('S3', () => client.send(new s3.GetObjectCommand({ Bucket: bucket, Key: key })), { NoSuchKey: 'bucket' })
  return {
    // A stream cut short is read again, up to `retries` times.
    async hash(key) {
      for (let attempt = 0; ; attempt++) {
        const response = await get(key)
        const hash = createHash('sha256')
        let length = 0
        try {
          for await (const chunk of response.Body as Readable) {
            hash.update(chunk as Buffer)
            length += (chunk as Buffer).length
          }
          if (response.ContentLength !== undefined && length !== response.ContentLength)
            throw new RuntimeError('network', `object ${key}: ${length} of ${response.ContentLength} bytes arrived`)
          return hash.digest('hex')
        } catch (err) {
          ;(response.Body as Readable | undefined)?.destroy?.()
          if (attempt >= retries) throw describeAwsError(err, 'S3')
        }
      }
    },
    async read(key, maxBytes, tooLarge) {
      const response = await get(key)
      const chunks: Buffer[] = []
      let length = 0
      for await (const chunk of response.Body as Readable) {
        length += (chunk as Buffer).length
        if (length > maxBytes) {
          ;(response.Body as Readable).destroy()
          throw tooLarge()
        }
        chunks.push(chunk as Buffer)
      }
      return Buffer.concat(chunks)
    }
  }
}
