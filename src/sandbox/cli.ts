import { parseArgs } from 'node:util'
import { startSandbox, MAX_BODY_BYTES } from './server.js'

const USAGE = `Usage: node dist/sandbox.js [--port 8080] [--host 127.0.0.1] [--data FILE] [--api-key KEY]...

A local emulator of the evidence service API v2. Prints its base URL when ready; stops on
SIGINT or SIGTERM. Without --api-key any non-empty key is accepted. With --data, state is
loaded from FILE at start and written to it after every change. Bodies over ${MAX_BODY_BYTES} bytes are refused (413).`

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
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`--port: '${values.port}' is not a port number (0 to 65535)`)
    process.exit(2)
  }
  const sandbox = await startSandbox({
    port,
    host: values.host,
    dataFile: values.data,
    apiKeys: values['api-key'],
    log: values.quiet ? undefined : (line) => console.log(line)
  })
  console.log(sandbox.baseUrl)
  const stop = () => {
    void sandbox.close().then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((err: Error) => {
  console.error(`sandbox: ${err.message}`)
  process.exit(1)
})
