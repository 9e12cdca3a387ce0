import { createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto'
import { canonical, pae, sha256, spki } from './der.js'

/** Past this the sandbox's log refuses entries: it is for a demo or a test run, not a year of releases. */
export const MAX_LOG_ENTRIES = 10_000

export class RekorProblem extends Error {
  constructor(
    readonly status: number,
    message: string
  ) {
    super(message)
  }
}

const leafHash = (body: Buffer) => sha256(Buffer.from([0]), body)
const nodeHash = (left: Buffer, right: Buffer) => sha256(Buffer.from([1]), left, right)
/** The largest power of two below n (n > 1), where RFC 6962 splits a tree. */
const split = (n: number) => 2 ** Math.floor(Math.log2(n - 1))

/** RFC 6962 §2.1: the Merkle tree hash of leaves. */
function treeHash(leaves: Buffer[]): Buffer {
  if (leaves.length === 1) return leaves[0]
  const k = split(leaves.length)
  return nodeHash(treeHash(leaves.slice(0, k)), treeHash(leaves.slice(k)))
}

/** RFC 6962 §2.1.1: the audit path of leaf m. */
function auditPath(m: number, leaves: Buffer[]): Buffer[] {
  if (leaves.length <= 1) return []
  const k = split(leaves.length)
  return m < k ? [...auditPath(m, leaves.slice(0, k)), treeHash(leaves.slice(k))] : [...auditPath(m - k, leaves.slice(k)), treeHash(leaves.slice(0, k))]
}

export interface RekorEntry {
  body: string
  integratedTime: number
  logID: string
  logIndex: number
  verification: {
    signedEntryTimestamp: string
    inclusionProof: { logIndex: number; treeSize: number; rootHash: string; hashes: string[]; checkpoint: string }
  }
}

/**
 * A Rekor of the sandbox's own (API v1, `dsse` entries as sigstore-js proposes them): it checks
 * the envelope's signature against the certificate proposed with it, appends the canonical entry
 * to an RFC 6962 Merkle tree, and answers with the signed entry timestamp and an inclusion proof
 * against a signed checkpoint, as Rekor does.
 */
export class LocalRekor {
  private readonly key = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  readonly logId: Buffer
  private readonly leaves: Buffer[] = []
  private readonly entries: { uuid: string; body: Buffer; integratedTime: number }[] = []
  /** The name its checkpoints are signed with: sigstore-js finds the log by it within the log's URL. */
  origin = 'sandbox-rekor'

  constructor() {
    this.logId = sha256(spki(this.key.publicKey))
  }

  get publicKey(): KeyObject {
    return this.key.publicKey
  }

  /** POST /api/v1/log/entries. */
  create(proposed: unknown): Record<string, RekorEntry> {
    if (this.entries.length >= MAX_LOG_ENTRIES) throw new RekorProblem(507, `the sandbox's log holds ${MAX_LOG_ENTRIES} entries, its most`)
    const entry = (proposed ?? {}) as { kind?: unknown; apiVersion?: unknown; spec?: { proposedContent?: { envelope?: unknown; verifiers?: unknown } } }
    if (entry.kind !== 'dsse' || entry.apiVersion !== '0.0.1') throw new RekorProblem(400, 'only dsse 0.0.1 entries are accepted')
    const { envelope: text, verifiers } = entry.spec?.proposedContent ?? {}
    if (typeof text !== 'string' || !Array.isArray(verifiers) || verifiers.length !== 1 || typeof verifiers[0] !== 'string')
      throw new RekorProblem(400, 'a dsse entry needs proposedContent.envelope and one verifier')
    let envelope: { payload?: unknown; payloadType?: unknown; signatures?: { sig?: unknown }[] }
    try {
      envelope = JSON.parse(text) as typeof envelope
    } catch {
      throw new RekorProblem(400, 'the envelope is not JSON')
    }
    const sig = envelope.signatures?.[0]?.sig
    if (typeof envelope.payload !== 'string' || typeof envelope.payloadType !== 'string' || typeof sig !== 'string' || envelope.signatures?.length !== 1)
      throw new RekorProblem(400, 'the envelope needs a payload, a payloadType and one signature')
    const payload = Buffer.from(envelope.payload, 'base64')
    let key: KeyObject
    try {
      key = createPublicKey(Buffer.from(verifiers[0], 'base64').toString('utf8'))
    } catch {
      throw new RekorProblem(400, 'the verifier is not a PEM certificate or key')
    }
    if (!verify('sha256', pae(envelope.payloadType, payload), key, Buffer.from(sig, 'base64')))
      throw new RekorProblem(400, "the envelope's signature does not verify against the verifier")
    const body = Buffer.from(
      canonical({
        apiVersion: '0.0.1',
        kind: 'dsse',
        spec: {
          envelopeHash: { algorithm: 'sha256', value: sha256(Buffer.from(canonical(envelope))).toString('hex') },
          payloadHash: { algorithm: 'sha256', value: sha256(payload).toString('hex') },
          signatures: [{ signature: sig, verifier: verifiers[0] }]
        }
      })
    )
    const leaf = leafHash(body)
    const uuid = leaf.toString('hex')
    if (this.entries.some((e) => e.uuid === uuid)) throw new RekorProblem(409, 'an equivalent entry already exists in the log')
    this.leaves.push(leaf)
    this.entries.push({ uuid, body, integratedTime: Math.floor(Date.now() / 1000) })
    return this.get(this.entries.length - 1)
  }

  /** An entry by its index, with a proof against the tree as it is now. */
  get(index: number): Record<string, RekorEntry> {
    const { uuid, body, integratedTime } = this.entries[index]
    const logID = this.logId.toString('hex')
    const promise = sign('sha256', Buffer.from(canonical({ body: body.toString('base64'), integratedTime, logIndex: index, logID })), this.key.privateKey)
    const root = treeHash(this.leaves)
    const note = `${this.origin}\n${this.leaves.length}\n${root.toString('base64')}\n`
    const noteSignature = Buffer.concat([this.logId.subarray(0, 4), sign('sha256', Buffer.from(note), this.key.privateKey)])
    return {
      [uuid]: {
        body: body.toString('base64'),
        integratedTime,
        logID,
        logIndex: index,
        verification: {
          signedEntryTimestamp: promise.toString('base64'),
          inclusionProof: {
            logIndex: index,
            treeSize: this.leaves.length,
            rootHash: root.toString('hex'),
            hashes: auditPath(index, this.leaves).map((h) => h.toString('hex')),
            checkpoint: `${note}\n\u2014 ${this.origin} ${noteSignature.toString('base64')}\n`
          }
        }
      }
    }
  }

  /** The index of an entry by its UUID, or by its index given as `?logIndex=`. */
  find(uuid: string): number {
    return this.entries.findIndex((e) => e.uuid === uuid)
  }

  get size(): number {
    return this.entries.length
  }
}
