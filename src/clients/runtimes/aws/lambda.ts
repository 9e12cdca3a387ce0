import type { FunctionConfiguration } from '@aws-sdk/client-lambda'
import type { Log } from '../../../util/log.js'
import { boundedMap, RuntimeError } from '../errors.js'
import type { NameFilter } from '../names.js'
import type { RuntimeArtifact } from '../../service/catalogue/environments.js'
import { aws, clientConfig, MAX_PAGES, type AwsOptions } from './config.js'

export interface LambdaSelection {
  /** Function names (or ARNs); none means every function of the account and region. */
  functions: string[]
  names: NameFilter
}

const AT_ONCE = 8
const HEX_SHA256 = /^[a-f0-9]{64}$/

/**
 * The functions, as the reference client reports them: each is one artifact, its name → its
 * code's SHA-256 (a zip's `CodeSha256` is base64, turned to hex; an image function's is the
 * image digest already), with its last modification time.
 */
export async function functions(options: AwsOptions, selection: LambdaSelection, log: Log): Promise<RuntimeArtifact[]> {
  const lambda = await import('@aws-sdk/client-lambda')
  const client = new lambda.LambdaClient(clientConfig(options))
  const call = <T>(fn: () => Promise<T>) => aws('Lambda', fn, { ResourceNotFoundException: 'functions' })
  try {
    let configurations: FunctionConfiguration[]
    if (selection.functions.length > 0) {
      configurations = await boundedMap(selection.functions, AT_ONCE, (name) =>
        call(() => client.send(new lambda.GetFunctionConfigurationCommand({ FunctionName: name })))
      )
    } else {
      // The list has every field the report needs: no call per function, unlike the reference client.
      configurations = []
      let marker: string | undefined
      for (let n = 0; ; n++) {
        if (n >= MAX_PAGES) throw new RuntimeError('server', `AWS Lambda gave more than ${MAX_PAGES} pages of functions; stopped`)
        const page = await call(() => client.send(new lambda.ListFunctionsCommand({ Marker: marker, MaxItems: 50 })))
        configurations.push(...(page.Functions ?? []))
        marker = page.NextMarker || undefined
        if (marker === undefined) break
      }
    }
    const artifacts: RuntimeArtifact[] = []
    for (const f of configurations) {
      if (!f.FunctionName || !selection.names.keeps(f.FunctionName)) continue
      const artifact = functionArtifact(f, log)
      if (artifact) artifacts.push(artifact)
    }
    return artifacts
  } finally {
    client.destroy()
  }
}

export function functionArtifact(f: FunctionConfiguration, log: Log): RuntimeArtifact | undefined {
  const name = f.FunctionName!
  const code = f.CodeSha256 ?? ''
  const digest = f.PackageType === 'Image' || HEX_SHA256.test(code) ? code : Buffer.from(code, 'base64').toString('hex')
  const modified = Date.parse((f.LastModified ?? '').replace(/([+-]\d\d)(\d\d)$/, '$1:$2'))
  if (!HEX_SHA256.test(digest) || !Number.isFinite(modified)) {
    log.warning(
      `function ${name}: Lambda gives no readable code SHA-256 or modification time (CodeSha256 \`${code}\`, LastModified \`${f.LastModified ?? ''}\`); left out`
    )
    return undefined
  }
  return { digests: { [name]: digest }, creationTimestamp: Math.floor(modified / 1000) }
}
