import { createHash } from 'node:crypto'
import { closeSync } from 'node:fs'
import { StringDecoder } from 'node:string_decoder'
import { openRegularFile, readChunks } from '../../util/files.js'
import { formatBytes } from '../../util/text.js'
import { JsonError, JsonSelector } from '../json-select.js'
import { SbomError, type SbomSummary } from './document.js'
import { JsonSbomReader } from './json.js'
import { TagValueSbomReader } from './tag-value.js'
import { cycloneDxXmlReader } from './xml.js'

export { SbomError, type SbomForm, type SbomSummary } from './document.js'

const GZIP = [0x1f, 0x8b]
const BOM = [0xef, 0xbb, 0xbf]

interface Sink {
  write(chunk: Buffer): void
  summary(): SbomSummary
}

/** The form the first bytes announce: `<` XML, `{` JSON, anything else tag-value (or nothing known). */
async function sinkFor(file: string, first: number): Promise<Sink> {
  if (first === 0x7b) {
    const reader = new JsonSbomReader(file)
    const selector = new JsonSelector(reader)
    return {
      write: (chunk) => selector.write(chunk),
      summary() {
        selector.end()
        return reader.summary()
      }
    }
  }
  const decoder = new StringDecoder('utf8')
  const reader = first === 0x3c ? await cycloneDxXmlReader(file) : new TagValueSbomReader(file)
  return {
    write: (chunk) => reader.write(decoder.write(chunk)),
    summary() {
      reader.write(decoder.end())
      return reader.summary()
    }
  }
}

/**
 * Reads an SBOM file: a regular file (files.ts) of at most `maxBytes`, its size checked before
 * a byte is read; the format detected from its first bytes as the reference client detects it
 * (after a UTF-8 byte-order mark: `<` CycloneDX XML, `{` CycloneDX or SPDX JSON, else SPDX
 * tag-value), and read as a stream while its SHA-256 is computed. A gzipped, empty or unknown
 * file is an SbomError naming it.
 */
export async function readSbomFile(file: string, maxBytes: number): Promise<SbomSummary & { sha256: string }> {
  const { fd, size } = openRegularFile(file)
  try {
    if (size > maxBytes) throw new SbomError(file, `${file} is ${size} bytes, over the limit of ${formatBytes(maxBytes)}`)
    if (size === 0) throw new SbomError(file, `${file} is empty`)
    const hash = createHash('sha256')
    let sink: Sink | undefined
    let start = true
    let waiting: Buffer[] = []
    const notJson = (err: unknown) => (err instanceof JsonError ? new SbomError(file, `${file} is not JSON: ${err.message} (at byte ${err.offset})`) : err)
    try {
      await readChunks(file, fd, size, async (chunk) => {
        hash.update(chunk)
        if (sink) {
          try {
            return sink.write(chunk)
          } catch (err) {
            throw notJson(err)
          }
        }
        let head = Buffer.concat([...waiting, chunk])
        if (start && head.length < 3 && head.length < size) {
          waiting = [head]
          return
        }
        if (start) {
          if (GZIP.every((b, i) => head[i] === b)) throw new SbomError(file, `${file} is gzip-compressed; give the uncompressed SBOM`)
          if (BOM.every((b, i) => head[i] === b)) head = head.subarray(3)
          start = false
        }
        const at = head.findIndex((b) => b !== 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d)
        if (at === -1) {
          waiting = [head]
          return
        }
        waiting = []
        sink = await sinkFor(file, head[at])
        try {
          sink.write(head)
        } catch (err) {
          throw notJson(err)
        }
      })
      if (!sink) throw new SbomError(file, `${file} holds only white space`)
      return { ...sink.summary(), sha256: hash.digest('hex') }
    } catch (err) {
      throw notJson(err)
    }
  } finally {
    closeSync(fd)
  }
}
