import type { Site } from '@azure/arm-appservice'
import type { Log } from '../../../util/log.js'
import type { AzureAppArtifact } from '../../service/catalogue/environments.js'
import { boundedMap, RuntimeError } from '../errors.js'
import type { NameFilter } from '../names.js'
import { AcrDigests } from './acr.js'
import { azureCredential, type CredentialSource } from './credential.js'
import { azure } from './errors.js'
import { clientOptions, type AzureOptions } from './options.js'
import { kuduHost, zipPackageFingerprint } from './zip-package.js'

/** Pages of the resource group's apps at most: ARM gives up to 1000 a page, the service takes 10,000 artifacts. */
export const MAX_PAGES = 100
/** Apps read at once: each may download and unzip a package. */
const AT_ONCE = 4

export interface AzureApps {
  artifacts: AzureAppArtifact[]
  /** Apps listed, and those left out as not running. */
  listed: number
  stopped: string[]
  unavailable: string[]
  credential: CredentialSource
}

/**
 * The running web and function apps of a resource group, each as the reference client
 * reports it: an app whose `linuxFxVersion` is `DOCKER|<image>` by its image's digest in Azure
 * Container Registry (`digests_source: acr`), any other by the fingerprint of its `wwwroot`
 * package from Kudu (`kosli-cli`); `creationTimestamp` 0, as the client sends for both.
 * Apps not running are left out, and so is an app whose Kudu answers 503.
 */
export async function azureApps(options: AzureOptions, names: NameFilter, maxApps: number, log: Log): Promise<AzureApps> {
  const { credential, source } = await azureCredential(options)
  const { createWebSiteManagement } = await import('@azure/arm-appservice/api')
  const webApps = await import('@azure/arm-appservice/api/webApps')
  const context = createWebSiteManagement(credential, options.subscriptionId, clientOptions(options))
  const where = `resource group ${options.resourceGroup}`

  const sites: Site[] = []
  // The pager's error keeps the status and code but not Resource Manager's own words: kept here.
  let refusal: { code?: string; message?: string } | undefined
  const onResponse = (response: { status: number; parsedBody?: unknown }) => {
    if (response.status >= 400) refusal = (response.parsedBody as { error?: { code?: string; message?: string } } | undefined)?.error
  }
  await azure(`listing the apps of ${where}`, async () => {
    let pages = 0
    try {
      for await (const page of webApps.listByResourceGroup(context, options.resourceGroup, { onResponse }).byPage()) {
        if (++pages > MAX_PAGES) throw new RuntimeError('server', `Azure gave more than ${MAX_PAGES} pages of apps for ${where}; stopped`)
        sites.push(...page)
        if (sites.length > maxApps * 2)
          throw new RuntimeError(
            'invalid_input',
            `${where} holds more than ${maxApps * 2} apps; stopped listing: the service takes ${maxApps} artifacts in one report`
          )
      }
    } catch (err) {
      if (refusal?.message && err !== null && typeof err === 'object' && !(err instanceof RuntimeError)) Object.assign(err, { details: { error: refusal } })
      throw err
    }
  })
  log.debug(`found ${sites.length} app(s) in ${where}`)

  const stopped: string[] = []
  const running: Site[] = []
  for (const site of sites) {
    if (!site.name || !names.keeps(site.name)) continue
    if ((site.state ?? '').toLowerCase() !== 'running') stopped.push(site.name)
    else running.push(site)
  }
  if (running.length > maxApps)
    throw new RuntimeError(
      'invalid_input',
      `${running.length} running apps in ${where}, more than the ${maxApps} the service takes in one report; nothing was read or sent. Narrow the report with \`include-names\` or \`exclude-names\``
    )

  const acr = new AcrDigests(credential, options)
  const unavailable: string[] = []
  const read = await boundedMap(running, AT_ONCE, async (site): Promise<AzureAppArtifact | undefined> => {
    const name = site.name!
    const kind = site.kind ?? ''
    const fx = site.siteConfig?.linuxFxVersion ?? (await linuxFxVersion(context, webApps, options, name))
    // Split at every `|`, as the reference client splits it: only exactly `DOCKER|<image>` is an image.
    const parts = fx.split('|')
    if (parts.length === 2 && parts[0] === 'DOCKER') {
      const digest = await acr.digest(parts[1], name)
      log.debug(`app ${name}: image ${parts[1]}, digest ${digest} from Azure Container Registry`)
      return { app_name: name, app_kind: kind, digests_source: 'acr', digests: { [parts[1]]: digest }, creationTimestamp: 0 }
    }
    const fingerprint = await zipPackageFingerprint(name, kuduHost(name, site.hostNameSslStates), credential, options, log)
    if (fingerprint === undefined) {
      unavailable.push(name)
      return undefined
    }
    log.debug(`app ${name}: package fingerprint ${fingerprint}`)
    return { app_name: name, app_kind: kind, digests_source: 'kosli-cli', digests: { [name]: fingerprint }, creationTimestamp: 0 }
  })
  return { artifacts: read.filter((a): a is AzureAppArtifact => a !== undefined), listed: sites.length, stopped, unavailable, credential: source }
}

/** An app's `linuxFxVersion` from its configuration, when the list left its site config out. */
async function linuxFxVersion(
  context: Parameters<(typeof import('@azure/arm-appservice/api/webApps'))['getConfiguration']>[0],
  webApps: typeof import('@azure/arm-appservice/api/webApps'),
  options: AzureOptions,
  name: string
): Promise<string> {
  const config = await azure(`reading the configuration of app ${name}`, () => webApps.getConfiguration(context, options.resourceGroup, name))
  return config.linuxFxVersion ?? ''
}
