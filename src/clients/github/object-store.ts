// A commit read straight from the clone's object store, as the reference client (go-git) reads
// it, rather than by spawning git: loading Node's child_process and forking the step's process
// cost 5-7 ms of every step that records a commit (issue 31), and git's own start more. Only the
// plain cases are read here, a loose object or one in a pack, whole or rebuilt from its deltas
// there; anything else (an alternate store, a `.git` file, a delta whose base is elsewhere, an
// object of another kind) is left to git, which knows them all. Every object read is checked
// against its name, the SHA-1 of its content: a damaged file or a wrong offset is never taken
// for the commit.
import { closeSync, readdirSync, readSync } from 'node:fs'
import path from 'node:path'
import { openRegularFile, readBoundedFile } from '../../util/files.js'
import { inflateRaw } from './inflate.js'
import { sha1Hex } from './sha1.js'

/** The most a commit read here may be; a larger one (a message of a megabyte) is left to git. */
const MAX_COMMIT_BYTES = 1024 * 1024
/** A loose object holds its head (`commit <size>\0`, at most 32 bytes) before the content. */
const MAX_LOOSE_BYTES = MAX_COMMIT_BYTES + 32
/** A clone with more packs than this is left to git, which reads their multi-pack index. */
const MAX_PACKS = 256
const SHA1 = /^[0-9a-f]{40}$/
/** The fixed head of a version 2 pack index: its signature and version, and the fan-out table. */
const INDEX_HEAD_BYTES = 8 + 256 * 4
const INDEX_SIGNATURE = 0xff744f63
/** Pack entries' types: a whole commit, and deltas against an earlier entry or a named object. */
const PACK_COMMIT = 1
const OFS_DELTA = 6
const REF_DELTA = 7
/** Deeper delta chains than git makes by default (50) are left to git. */
const MAX_DELTA_DEPTH = 64

/**
 * The most a zlib stream of `size` bytes of content takes: deflate's worst case (stored blocks,
 * as `core.compression=0` writes) grows data by 5 bytes a block, plus its head and end. A longer
 * stream is not read whole, and its object is left to git.
 */
const deflatedAtMost = (size: number): number => size + Math.ceil(size / 128) + 1024

/**
 * The content of commit `sha` (what follows the `commit <size>\0` head), read from the object
 * store of the clone at `gitDir`, or undefined when it is not plainly there.
 */
export function readCommitObject(gitDir: string, sha: string): Buffer | undefined {
  if (!SHA1.test(sha)) return undefined
  const objects = path.join(gitDir, 'objects')
  return loose(objects, sha) ?? packed(objects, sha)
}

/** A zlib stream's content, if it is at most `maxOutput` bytes. */
function inflate(stream: Uint8Array, maxOutput: number): Uint8Array | undefined {
  // RFC 1950's head: deflate, a window git's zlib accepts, its check, no preset dictionary.
  if (stream.length < 2 || (stream[0] & 0x0f) !== 8 || stream[0] >> 4 > 7 || ((stream[0] << 8) | stream[1]) % 31 !== 0 || stream[1] & 0x20) return undefined
  try {
    return inflateRaw(stream.subarray(2), maxOutput)
  } catch {
    return undefined
  }
}

function verified(object: Uint8Array, sha: string, bodyStart: number): Buffer | undefined {
  return sha1Hex(object) === sha ? Buffer.from(object.buffer, object.byteOffset + bodyStart, object.length - bodyStart) : undefined
}

function loose(objects: string, sha: string): Buffer | undefined {
  let stored: Buffer
  try {
    stored = readBoundedFile(path.join(objects, sha.slice(0, 2), sha.slice(2)), deflatedAtMost(MAX_LOOSE_BYTES))
  } catch {
    return undefined
  }
  const object = inflate(stored, MAX_LOOSE_BYTES)
  if (!object) return undefined
  const nul = object.indexOf(0)
  const head = nul > 0 && nul <= 32 ? Buffer.from(object.buffer, object.byteOffset, nul).toString('latin1') : ''
  const match = /^commit (0|[1-9]\d{0,7})$/.exec(head)
  if (!match || Number(match[1]) !== object.length - nul - 1) return undefined
  return verified(object, sha, nul + 1)
}

/** Bytes of an open file at `position`: as many as there are, up to `length`. */
function readAt(fd: number, position: number, length: number): Buffer {
  const bytes = Buffer.alloc(length)
  let read = 0
  while (read < length) {
    const n = readSync(fd, bytes, read, length - read, position + read)
    if (n === 0) break
    read += n
  }
  return bytes.subarray(0, read)
}

function packed(objects: string, sha: string): Buffer | undefined {
  const dir = path.join(objects, 'pack')
  let indexes: string[]
  try {
    indexes = readdirSync(dir).filter((name) => /^pack-[0-9a-f]{40}\.idx$/.test(name))
  } catch {
    return undefined
  }
  if (indexes.length > MAX_PACKS) return undefined
  const name = Buffer.from(sha, 'hex')
  for (const index of indexes) {
    const file = path.join(dir, index)
    const offset = offsetInIndex(file, name)
    if (offset !== undefined) return commitInPack(`${file.slice(0, -4)}.pack`, offset, sha, (base) => offsetInIndex(file, base))
  }
  return undefined
}

/** Where a pack holds the object `name`, from its version 2 index (git's `pack-format`), or undefined. */
function offsetInIndex(file: string, name: Buffer): number | undefined {
  let fd: number | undefined
  try {
    const opened = openRegularFile(file)
    fd = opened.fd
    const head = readAt(fd, 0, INDEX_HEAD_BYTES)
    if (head.length < INDEX_HEAD_BYTES || head.readUInt32BE(0) !== INDEX_SIGNATURE || head.readUInt32BE(4) !== 2) return undefined
    const count = head.readUInt32BE(8 + 255 * 4)
    // Names, CRCs and offsets, then the pack's and the index's own checksums: a shorter file is damaged.
    if (opened.size < INDEX_HEAD_BYTES + count * 28 + 40) return undefined
    let low = name[0] === 0 ? 0 : head.readUInt32BE(8 + (name[0] - 1) * 4)
    let high = head.readUInt32BE(8 + name[0] * 4)
    if (low > high || high > count) return undefined
    while (low < high) {
      const middle = (low + high) >>> 1
      const order = readAt(fd, INDEX_HEAD_BYTES + middle * 20, 20).compare(name)
      if (order === 0) return packOffset(fd, opened.size, count, middle)
      if (order < 0) low = middle + 1
      else high = middle
    }
    return undefined
  } catch {
    return undefined
  } finally {
    if (fd !== undefined) closeSync(fd)
  }
}

function packOffset(fd: number, size: number, count: number, position: number): number | undefined {
  const small = readAt(fd, INDEX_HEAD_BYTES + count * 24 + position * 4, 4)
  if (small.length < 4) return undefined
  const offset = small.readUInt32BE(0)
  if (offset < 0x80000000) return offset
  // Past 2 GiB: the entry indexes the table of 8-byte offsets that follows.
  const at = INDEX_HEAD_BYTES + count * 28 + (offset & 0x7fffffff) * 8
  if (at + 8 > size - 40) return undefined
  const large = Number(readAt(fd, at, 8).readBigUInt64BE(0))
  return Number.isSafeInteger(large) ? large : undefined
}

/** The commit at `offset` in a pack, whole or rebuilt from its deltas. */
function commitInPack(file: string, offset: number, sha: string, find: (name: Buffer) => number | undefined): Buffer | undefined {
  let fd: number | undefined
  try {
    const opened = openRegularFile(file)
    fd = opened.fd
    const entry = entryAt({ fd, size: opened.size, find }, offset, 0)
    if (entry?.type !== PACK_COMMIT) return undefined
    const object = Buffer.concat([Buffer.from(`commit ${entry.content.length}\0`, 'latin1'), entry.content])
    return verified(object, sha, object.length - entry.content.length)
  } catch {
    return undefined
  } finally {
    if (fd !== undefined) closeSync(fd)
  }
}

interface Pack {
  fd: number
  size: number
  /** Where this pack holds an object, for a delta that names its base. */
  find: (name: Buffer) => number | undefined
}

/** The object at `offset` in a pack: its type (1 commit, 2 tree, 3 blob, 4 tag) and content. */
function entryAt(pack: Pack, offset: number, depth: number): { type: number; content: Uint8Array } | undefined {
  // After the pack's 12-byte head, before its 20-byte checksum.
  if (offset < 12 || offset >= pack.size - 20) return undefined
  const head = readAt(pack.fd, offset, 32)
  // The entry's head: its type, then its size in 7-bit groups, least significant first.
  let byte = head[0]
  const type = (byte >> 4) & 7
  let size = byte & 0x0f
  let factor = 16
  let used = 1
  while (byte & 0x80) {
    if (used >= 8) return undefined
    byte = head[used++]
    size += (byte & 0x7f) * factor
    factor *= 128
  }
  if (size > MAX_COMMIT_BYTES) return undefined
  if (type >= 1 && type <= 4) {
    const content = inflateAt(pack, offset + used, size)
    return content && { type, content }
  }
  // A delta: against the object `distance` bytes before it (6), or the one it names (7).
  if ((type !== OFS_DELTA && type !== REF_DELTA) || depth >= MAX_DELTA_DEPTH) return undefined
  let baseOffset: number | undefined
  if (type === OFS_DELTA) {
    byte = head[used++]
    let distance = byte & 0x7f
    while (byte & 0x80) {
      if (used >= head.length || distance > 2 ** 40) return undefined
      byte = head[used++]
      distance = (distance + 1) * 128 + (byte & 0x7f)
    }
    baseOffset = offset - distance
    if (baseOffset >= offset) return undefined
  } else {
    if (used + 20 > head.length) return undefined
    baseOffset = pack.find(head.subarray(used, used + 20))
    used += 20
  }
  const base = baseOffset === undefined ? undefined : entryAt(pack, baseOffset, depth + 1)
  const delta = base && inflateAt(pack, offset + used, size)
  const content = delta && applyDelta(base.content, delta)
  return content && { type: base.type, content }
}

/** A pack entry's `size` bytes of content, inflated from its zlib stream at `at`. */
function inflateAt(pack: Pack, at: number, size: number): Uint8Array | undefined {
  const stream = readAt(pack.fd, at, Math.min(pack.size - 20 - at, deflatedAtMost(size)))
  const content = inflate(stream, size)
  return content?.length === size ? content : undefined
}

/** A varint of a delta's head (the sizes): 7-bit groups, least significant first. */
function deltaSize(delta: Uint8Array, at: { i: number }): number | undefined {
  let size = 0
  let factor = 1
  for (;;) {
    if (at.i >= delta.length || factor > 2 ** 35) return undefined
    const byte = delta[at.i++]
    size += (byte & 0x7f) * factor
    factor *= 128
    if (!(byte & 0x80)) return size
  }
}

/** `base` rebuilt by git's delta: copies from the base and inserted bytes (git's `pack-format`). */
function applyDelta(base: Uint8Array, delta: Uint8Array): Uint8Array | undefined {
  const at = { i: 0 }
  const baseSize = deltaSize(delta, at)
  const resultSize = deltaSize(delta, at)
  if (baseSize !== base.length || resultSize === undefined || resultSize > MAX_COMMIT_BYTES) return undefined
  const result = new Uint8Array(resultSize)
  let written = 0
  while (at.i < delta.length) {
    const op = delta[at.i++]
    if (op & 0x80) {
      // Which bytes of the copy's offset and size follow is in the op's low 7 bits.
      let from = 0
      let length = 0
      for (let bit = 0; bit < 4; bit++) if (op & (1 << bit)) from += delta[at.i++] * 2 ** (8 * bit)
      for (let bit = 0; bit < 3; bit++) if (op & (0x10 << bit)) length += delta[at.i++] * 2 ** (8 * bit)
      if (length === 0) length = 0x10000
      if (at.i > delta.length || from + length > base.length || written + length > resultSize) return undefined
      result.set(base.subarray(from, from + length), written)
      written += length
    } else if (op !== 0) {
      if (at.i + op > delta.length || written + op > resultSize) return undefined
      result.set(delta.subarray(at.i, at.i + op), written)
      at.i += op
      written += op
    } else return undefined
  }
  return written === resultSize ? result : undefined
}
