import { createHash } from 'node:crypto'
import type { Readable } from 'node:stream'
import type { S3Client } from '@aws-sdk/client-s3'
import type { DeserializeMiddleware, FinalizeRequestMiddleware, MetadataBearer } from '@smithy/types'
import { Exclusions, IGNORE_FILE_MAX_BYTES, parseIgnoreFile } from '../../../artifacts/exclusions.js'
import type { Log } from '../../../util/log.js'
import { badArgument, RuntimeError } from '../errors.js'
import type { NameFilter } from '../names.js'
import type { RuntimeArtifact } from '../../service/catalogue/environments.js'
import { BucketTree } from './bucket-tree.js'
import { connectionsFor, ObjectHashes } from './object-hashes.js'
import { aws, clientConfig, describeAwsError, MAX_PAGES, type AwsOptions } from './config.js'
import { bucketEndpoint, getObjectNeeded, ObjectReader, type BucketEndpoint, type SignedRequest } from './s3-objects.js'

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
  // The first listing's round trip (connection, request, the answer's head): how many objects to read at once.
  let roundTripMs = NaN
  const timer: DeserializeMiddleware<object, MetadataBearer> = (next) => async (args) => {
    const started = performance.now()
    const result = await next(args)
    if (Number.isNaN(roundTripMs)) roundTripMs = performance.now() - started
    return result
  }
  client.middlewareStack.add(timer, { step: 'deserialize', priority: 'low', name: 'listingRoundTrip' })
  const { bucket } = selection
  const notFound = { NoSuchBucket: 'bucket' }
  const listNeeded = { what: `bucket ${bucket}`, permission: 's3:ListBucket', resource: `arn:aws:s3:::${bucket}` }
  let objectReader: ObjectReader | undefined
  try {
    const tree = new BucketTree(bucket)
    let newest = -1
    let objects = 0
    let bytes = 0
    let token: string | undefined
    let reader: Objects | undefined
    let hashes: ObjectHashes | undefined
    let ignoreRead: Promise<string[]> | undefined
    for (let page = 0; ; page++) {
      if (page >= MAX_PAGES) throw new RuntimeError('server', `S3 gave more than ${MAX_PAGES} pages of bucket ${bucket}; stopped`)
      const listed = await aws('S3', () => client.send(new s3.ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token })), notFound, listNeeded)
      if (!reader) {
        const concurrency = connectionsFor(roundTripMs)
        log.debug(`bucket ${bucket}: listing round trip ${roundTripMs.toFixed(0)} ms, ${concurrency} objects read at once`)
        reader = endpoint
          ? (objectReader = new ObjectReader(endpoint, client, { timeoutMs: options.timeoutMs, retries: options.maxRetries, concurrency, bucket }))
          : sdkObjects(client, s3, bucket, options.maxRetries)
        const objectsReader = reader
        hashes = new ObjectHashes((key) => objectsReader.hash(key), concurrency)
      }
      for (const object of listed.Contents ?? []) {
        const key = object.Key
        // Keys ending in `/` are the console's folder markers, as the reference client skips them.
        if (key === undefined || key.endsWith('/') || !selection.names.keeps(key)) continue
        if (++objects > MAX_OBJECTS)
          throw badArgument(
            'bucket',
            `bucket ${bucket} holds more than ${MAX_OBJECTS} objects to fingerprint`,
            'a bucket (or, with `include-names` or `include-names-regex`, a part of one) of fewer objects'
          )
        tree.add(key, object.Size ?? 0)
        hashes!.seen(key)
        bytes += object.Size ?? 0
        const modified = object.LastModified?.getTime() ?? 0
        if (modified > newest) newest = modified
      }
      if (hashes!.failure !== undefined) throw hashes!.failure
      token = listed.IsTruncated ? listed.NextContinuationToken : undefined
      // S3 lists keys in UTF-8 byte order, and a key that is the root's .kosli_ignore starts with `.` or `/`: once a
      // page ends past those, whether it exists is known, and the objects can be read while later pages arrive.
      const last = listed.Contents?.at(-1)?.Key
      if (!ignoreRead && (!token || (last !== undefined && last.charCodeAt(0) > 0x2f))) {
        ignoreRead = readIgnoreFile(tree, reader, bucket, log)
        const settling = hashes!
        ignoreRead.then((lines) => settling.settle(Exclusions.fromPatterns([], lines))).catch(() => {})
      }
      if (!token) break
    }
    if (tree.empty)
      throw badArgument(
        'bucket',
        `bucket ${bucket} has no object to fingerprint${selection.names.active ? ' that the name inputs (`include-names`, `exclude-names` and their `-regex`) keep' : ''}`,
        'a bucket with at least one object'
      )
    const creationTimestamp = Math.floor(newest / 1000)
    const single = tree.singleFile()
    if (single) {
      const fingerprint = await hashes!.hash(single.file.key)
      return { artifact: { digests: { [single.name]: fingerprint }, creationTimestamp }, objects, bytes }
    }
    const exclusions = Exclusions.fromPatterns([], await ignoreRead!)
    const entries = tree.walk(exclusions)
    const files = entries.filter((e) => e.file !== undefined)
    const fileHashes = await Promise.all(files.map((e) => hashes!.hash(e.file!.key)))
    const digest = createHash('sha256')
    let next = 0
    for (const entry of entries) {
      digest.update(entry.nameHash)
      if (entry.file) digest.update(fileHashes[next++])
    }
    return { artifact: { digests: { [bucket]: digest.digest('hex') }, creationTimestamp }, objects, bytes }
  } finally {
    objectReader?.close()
    client.destroy()
  }
}

/** The root's .kosli_ignore's lines, or none without one. */
async function readIgnoreFile(tree: BucketTree, reader: Objects, bucket: string, log: Log): Promise<string[]> {
  const ignore = tree.ignoreFile()
  if (!ignore) return []
  const tooLarge = () =>
    badArgument('bucket', `bucket ${bucket}: its .kosli_ignore is ${ignore.size} bytes, more than the ${IGNORE_FILE_MAX_BYTES} a list of patterns may be`)
  if (ignore.size > IGNORE_FILE_MAX_BYTES) throw tooLarge()
  const text = await reader.read(ignore.key, IGNORE_FILE_MAX_BYTES, tooLarge)
  const lines = parseIgnoreFile(text.toString('utf8'))
  log.info(`bucket ${bucket}: .kosli_ignore leaves out ${lines.join(', ') || 'nothing'}`)
  return lines
}

type S3 = typeof import('@aws-sdk/client-s3')

/** How objects are read: directly (ObjectReader), or through the SDK where the listing was not signed with plain SigV4. */
interface Objects {
  hash(key: string): Promise<string>
  read(key: string, maxBytes: number, tooLarge: () => Error): Promise<Buffer>
}

/** Objects read with `GetObjectCommand`: for SigV4a or S3 Express session auth, which ObjectReader does not sign. */
function sdkObjects(client: S3Client, s3: S3, bucket: string, retries: number): Objects {
  const get = (key: string) =>
    aws('S3', () => client.send(new s3.GetObjectCommand({ Bucket: bucket, Key: key })), { NoSuchKey: 'bucket' }, getObjectNeeded(bucket, key))
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
          if (attempt >= retries) throw describeAwsError(err, 'S3', {}, getObjectNeeded(bucket, key))
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
