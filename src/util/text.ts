/** Words for values in messages, the same wherever a message is written. */

const MIB = 1024 * 1024

/** A size: "1 MiB", "10 MB", "64 KiB", "1.4 MiB", "512 bytes". */
export function formatBytes(bytes: number): string {
  if (bytes >= MIB && bytes % MIB === 0) return `${bytes / MIB} MiB`
  if (bytes >= 1_000_000 && bytes % 1_000_000 === 0) return `${bytes / 1_000_000} MB`
  if (bytes >= MIB) return `${(bytes / MIB).toFixed(1)} MiB`
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`
  return `${bytes} bytes`
}

/**
 * A value cut short for a message, so a pasted blob cannot flood the log: at most `max`
 * characters, the cut marked with `...`; with `count`, the full length is said too.
 */
export function clip(text: string, max = 80, options: { count?: boolean } = {}): string {
  if (text.length <= max) return text
  return `${text.slice(0, max - 3)}...${options.count ? ` (${text.length} characters)` : ''}`
}

/** A value the user gave, quoted for a message: "`abc` (3 characters)". */
export function quoteValue(value: string): string {
  return `\`${clip(value)}\` (${value.length} characters)`
}
