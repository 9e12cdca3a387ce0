/** An ISO 8601 time as GitHub writes it, in Unix seconds as the service takes them. */
export function unixSeconds(iso: string | null | undefined): number | undefined {
  if (!iso) return undefined
  const ms = Date.parse(iso)
  return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000)
}
