/** A tar file is written in blocks of this many bytes. */
export const BLOCK = 512

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0'
}

/** A ustar header; names longer than ustar holds go in a PAX header before it. */
export function header(name: string, size: number, type: '0' | 'x', mtime = 0): Buffer {
  const block = Buffer.alloc(BLOCK)
  block.write(name.slice(0, 100), 0, 'utf8')
  block.write(octal(0o644, 8), 100)
  block.write(octal(0, 8), 108)
  block.write(octal(0, 8), 116)
  block.write(octal(size, 12), 124)
  block.write(octal(mtime, 12), 136)
  block.write('        ', 148)
  block.write(type, 156)
  block.write('ustar\0' + '00', 257, 'latin1')
  let sum = 0
  for (const byte of block) sum += byte
  block.write(octal(sum, 7) + ' ', 148)
  return block
}

export function pad(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK)
}

export function paxRecord(key: string, value: string): Buffer {
  const body = ` ${key}=${value}\n`
  let length = Buffer.byteLength(body) + 1
  while (String(length).length + Buffer.byteLength(body) !== length) length = String(length).length + Buffer.byteLength(body)
  return Buffer.from(`${length}${body}`)
}

/**
 * One regular file as tar bytes: a PAX header first when its name is longer than ustar holds,
 * then the ustar header, the content and its padding.
 */
export function tarFile(name: string, content: Buffer, mtime = 0): Buffer[] {
  const blocks: Buffer[] = []
  if (Buffer.byteLength(name) > 100) {
    const pax = paxRecord('path', name)
    blocks.push(header('PaxHeader', pax.length, 'x'), pax, pad(pax.length))
  }
  blocks.push(header(name, content.length, '0', mtime), content, pad(content.length))
  return blocks
}

/** The two empty blocks that end a tar file. */
export const TAR_END = (): Buffer => Buffer.alloc(BLOCK * 2)
