import { createHash } from 'node:crypto'

export function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex')
}
