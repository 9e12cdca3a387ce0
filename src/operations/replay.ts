import { actionAdvice } from '../action/advice.js'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { ActionError, invalidInput, isKnownError } from '../action/errors.js'
import type { LibraryError } from '../util/errors.js'
import { FileError } from '../util/files.js'
import { ServiceClient } from '../clients/service/client.js'
import { ServiceError } from '../clients/service/failure.js'
import { claimSpool, finishSpool, listSpool, readSpool, releaseSpool, toEncoded, unclaimableProblem } from '../clients/service/spool-replay.js'
import { savedRequestsOperation } from '../action/types.js'
import { serviceBaseUrl } from '../action/settings.js'

interface Settings {
  target: string
  /** Where to send saved requests whatever base URL they were saved for. */
  replayTo?: string
}

const EXPECTED = 'a spool file or a folder of them, as written by `on-error: warn` (the `spool_file` output)'

type Outcome = 'delivered' | 'failed' | 'skipped' | 'dry run'

function listing(target: string) {
  try {
    return listSpool(target)
  } catch (err) {
    if (err instanceof FileError) throw invalidInput('spool-file', err.message, EXPECTED)
    throw err
  }
}

/**
 * Sends requests saved by `on-error: warn` again, byte for byte, with the current key. Each
 * file is claimed (renamed) before it is sent, so two replays of one folder never send it
 * twice; a delivered file is removed, and one that fails is put back for the next replay.
 * A failure of one file never stops the others.
 */
export default savedRequestsOperation({
  name: 'replay',
  title: 'Replay',
  description: 'Send again the requests saved by on-error: warn, with the current key; each is sent once, and removed when delivered',
  inputs: {
    'spool-file': { kind: 'path', required: true, description: 'A saved request (the spool_file output) or a folder of them' },
    'replay-to': {
      kind: 'string',
      description: 'The base URL to send saved requests to, when it differs from the one they were saved for (refused otherwise)'
    }
  },
  outputs: {
    delivered: 'Number of saved requests delivered (and removed)',
    remaining: 'Number of saved requests left in the folder for a later replay',
    failed: 'Number of saved requests that failed in this replay'
  },
  read: (inputs): Settings => {
    const replayTo = inputs.string('replay-to')
    return {
      target: inputs.resolve(inputs.required('spool-file')),
      replayTo: replayTo === undefined ? undefined : serviceBaseUrl('replay-to', 'eu', replayTo)
    }
  },
  async run(settings, { client, common, log }) {
    const sender = settings.replayTo ? new ServiceClient({ ...common, baseUrl: settings.replayTo, log, advise: actionAdvice }) : client
    const { files, abandoned } = listing(settings.target)
    const rows: string[][] = []
    const count: Record<Outcome, number> = { delivered: 0, failed: 0, skipped: 0, 'dry run': 0 }
    let firstFailure: ActionError | LibraryError | undefined
    const note = (file: string, outcome: Outcome, what: string, detail: string) => {
      count[outcome]++
      rows.push([path.basename(file), what, `${outcome}${detail ? `: ${detail}` : ''}`])
      log.info(`${path.basename(file)}: ${what}: ${outcome}${detail ? ` (${detail})` : ''}`)
    }
    for (const file of files) {
      // Nothing is renamed before it is known to be a spool file: a regular `*.json` file of a
      // spool file's size, whose record is complete and whose path stays under the API.
      let claimed: string | undefined
      try {
        const problem = unclaimableProblem(file)
        if (problem) throw new FileError(file, problem)
        if (existsSync(file)) readSpool(file)
        claimed = claimSpool(file)
      } catch (err) {
        if (!(err instanceof FileError)) throw err
        // Gone while it was checked: another replay claimed it, which is no failure.
        if (!existsSync(file)) {
          note(file, 'skipped', '?', 'another replay took it first')
          continue
        }
        firstFailure ??= invalidInput('spool-file', err.message, EXPECTED)
        note(file, 'failed', '?', err.message)
        continue
      }
      if (!claimed) {
        note(file, 'skipped', '?', 'another replay took it first')
        continue
      }
      let what = '?'
      try {
        const record = readSpool(claimed)
        what = `${record.method} ${record.path}`
        if (!settings.replayTo && record.baseUrl !== sender.baseUrl) {
          throw new ActionError('invalid_input', `saved for ${record.baseUrl}, not ${sender.baseUrl}; set \`replay-to\` to say where it goes`)
        }
        const response = await sender.send(toEncoded(record))
        if (response.dryRun) {
          releaseSpool(claimed, file)
          note(file, 'dry run', what, 'nothing sent')
          continue
        }
        const removed = finishSpool(claimed)
        note(
          file,
          'delivered',
          what,
          `HTTP ${response.status}${removed ? '' : `; ${claimed} could not be removed: delete it by hand (it is never sent again)`}`
        )
      } catch (err) {
        releaseSpool(claimed, file)
        if (err instanceof FileError) {
          firstFailure ??= invalidInput('spool-file', err.message, EXPECTED)
          note(file, 'failed', what, err.message)
        } else if (isKnownError(err)) {
          firstFailure ??= err
          note(
            file,
            'failed',
            what,
            err instanceof ServiceError ? `${err.kind}${err.status ? ` (HTTP ${err.status})` : ''}, kept for a later replay` : err.message
          )
        } else throw err
      }
    }
    for (const file of abandoned)
      rows.push([path.basename(file), '?', 'left by an interrupted replay: it may have been delivered; rename it to end in .json to send it again'])
    // A single file that was delivered is gone; a folder keeps what was not.
    const remaining = existsSync(settings.target) ? listing(settings.target).files.length : 0
    const total = files.length
    return {
      outputs: { delivered: count.delivered, remaining, failed: count.failed },
      summary: {
        title: 'Replay of saved requests',
        verdict: {
          ok: count.failed === 0 && abandoned.length === 0,
          text: `${count.delivered} of ${total} delivered${count.failed > 0 ? `, ${count.failed} failed` : ''}${count.skipped > 0 ? `, ${count.skipped} taken by another replay` : ''}`
        },
        facts: [
          ['Source', settings.target],
          ['Service', sender.baseUrl],
          ['Left in the folder', String(remaining)]
        ],
        table: { head: ['File', 'Request', 'Result'], rows }
      },
      failure: firstFailure
        ? new ActionError(
            firstFailure.kind,
            `${count.failed} of ${total} saved request(s) not delivered${remaining > 0 ? ' and kept for a later replay' : ''}; the first: ${firstFailure.message}`,
            { status: firstFailure.status }
          )
        : undefined
    }
  }
})
