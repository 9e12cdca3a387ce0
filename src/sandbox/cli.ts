import { parseArgs } from 'node:util'
import { REQUIRED_NODE } from './db/sqlite.js'
import { startSandbox, MAX_BODY_BYTES } from './server.js'

const USAGE = `Usage: node dist/sandbox.js [--port 8080] [--host 127.0.0.1] [--data FILE] [--api-key KEY]... [--quiet]

A local emulator of the evidence service API v2. Prints its base URL when ready; stops on
SIGINT or SIGTERM. Without --api-key any non-empty key is accepted.

Outside /api/v2 it serves read-only pages of what it holds, at the web app's addresses the
action links to (/ lists the organizations). They take the same key: with --api-key a browser
asks for it as the user name; without, they are open.

State lives in an SQLite database (Node's built-in node:sqlite): in memory without --data,
in FILE with it (created if missing; a file that is not a sandbox database is refused). Every
request is one transaction, synced to disk before it is answered, so an acknowledged write
survives a crash. Needs ${REQUIRED_NODE}.
Bodies over ${MAX_BODY_BYTES} bytes are refused (413).`

async function main(): Promise<void> {
  let values
  try {
    ;({ values } = parseArgs({
      options: {
        port: { type: 'string', default: '8080' },
        host: { type: 'string', default: '127.0.0.1' },
        data: { type: 'string' },
        'api-key': { type: 'string', multiple: true },
        quiet: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false }
      }
    }))
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${USAGE}`)
    process.exit(2)
  }
  if (values.help) {
    console.log(USAGE)
    return
  }
  const port = Number(values.port)
  if (!/^\d+$/.test(values.port) || port > 65535) usageError(`--port: '${values.port}' is not a port number (0 to 65535)`)
  // An empty value is a mistake in a script (an unset variable), never a choice: `--data ''`
  // would quietly keep nothing, `--api-key ''` would refuse every request.
  if (values.data === '') usageError('--data: empty; expected the path of the database file (leave --data out to keep everything in memory)')
  if (values['api-key']?.some((key) => key.trim() === ''))
    usageError('--api-key: empty; expected a key the clients will send (leave --api-key out to accept any non-empty key)')
  const log = values.quiet ? undefined : (line: string) => console.log(line)
  // A request never throws past its handler; should anything else, the database is whole
  // (every change is a transaction), so the sandbox says so and keeps serving.
  process.on('uncaughtException', (err) => console.error(`sandbox: unexpected error, still serving: ${err.stack ?? err.message}`))
  process.on('unhandledRejection', (err) => console.error(`sandbox: unexpected error, still serving: ${(err as Error)?.stack ?? String(err)}`))
  const sandbox = await startSandbox({ port, host: values.host, dataFile: values.data, apiKeys: values['api-key'], log })
  console.log(sandbox.baseUrl)
  const stop = () => {
    sandbox.close().then(
      () => process.exit(0),
      (err: Error) => {
        console.error(`sandbox: stopped, but ${err.message}`)
        process.exit(1)
      }
    )
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

function usageError(message: string): never {
  console.error(message)
  process.exit(2)
}

main().catch((err: Error) => {
  console.error(`sandbox: ${err.message}`)
  process.exit(1)
})
