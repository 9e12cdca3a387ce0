import { rm } from 'node:fs/promises'
import path from 'node:path'
import { ActionError } from '../errors.js'
import type { Inputs } from '../inputs.js'
import { loadSpool, toEncoded } from '../service/spool.js'
import { ServiceError } from '../service/failure.js'
import { savedRequestsOperation } from './types.js'

interface Settings {
  target: string
}

/**
 * Sends requests saved by `on-error: warn` again, byte for byte, with the current key and base
 * URL. Each delivered file is removed; a failed one stays for the next replay.
 */
export default savedRequestsOperation<Settings>({
  read: (inputs: Inputs) => ({ target: inputs.path(inputs.required('spool-file')) }),
  async run(settings, { client, log }) {
    const saved = await loadSpool(settings.target)
    const rows: string[][] = []
    let delivered = 0
    let firstFailure: ServiceError | undefined
    for (const { file, record } of saved) {
      const what = `${record.method} ${record.path}`
      try {
        const response = await client.send(toEncoded(record))
        if (!response.dryRun) {
          await rm(file)
          delivered++
        }
        rows.push([path.basename(file), what, response.dryRun ? 'dry run' : `delivered (HTTP ${response.status})`])
        log.info(`${what}: ${response.dryRun ? 'dry run' : `delivered, HTTP ${response.status}`}; saved ${record.savedAt} by ${record.operation}`)
      } catch (err) {
        if (!(err instanceof ServiceError)) throw err
        firstFailure ??= err
        rows.push([path.basename(file), what, `kept: ${err.kind}${err.status ? ` (HTTP ${err.status})` : ''}`])
        log.info(`${what}: not delivered (${err.message}); ${file} is kept`)
      }
    }
    const failed = saved.length - delivered
    return {
      outputs: { delivered, remaining: failed },
      summary: {
        title: 'Replay of saved requests',
        facts: [
          ['Source', settings.target],
          ['Delivered', `${delivered} of ${saved.length}`],
          ['Sent to', client.baseUrl]
        ],
        table: { head: ['File', 'Request', 'Result'], rows }
      },
      failure: firstFailure
        ? new ActionError(firstFailure.kind, `${failed} of ${saved.length} saved request(s) not delivered and kept for a later replay; the first failure: ${firstFailure.message}`, { status: firstFailure.status })
        : undefined
    }
  }
})
