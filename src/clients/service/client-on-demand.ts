import type { AnyEndpoint, BodyOf, ResponseOf } from './endpoint.js'
import type { CallOptions, CallParams, CallResult, DownloadResult, LastCall, ServiceClient } from './client.js'
import type { EncodedRequest } from './request.js'

/** The service client as an operation uses it. */
export type ServiceCalls = Pick<ServiceClient, 'call' | 'download' | 'send' | 'baseUrl' | 'last'>

/**
 * The service client, loaded when it is first used or when `load` is called, whichever comes
 * first. The client's module and its HTTP stack take a few ms to load: a step that first reads
 * something else (a cluster, a bucket, git) sends that request before them, and loads them while
 * it waits for the answer, not before asking.
 */
export class ServiceClientOnDemand implements ServiceCalls {
  private loading?: Promise<ServiceClient>
  private client?: ServiceClient

  constructor(
    readonly baseUrl: string,
    private readonly make: () => Promise<ServiceClient>
  ) {}

  /** The client, loading it now if nothing has yet. */
  load(): Promise<ServiceClient> {
    return (this.loading ??= this.make().then((client) => (this.client = client)))
  }

  /** The last request sent: none until the client has loaded. */
  get last(): LastCall | undefined {
    return this.client?.last
  }

  async call<E extends AnyEndpoint>(endpoint: E, params: CallParams<E>, body?: BodyOf<E>, options?: CallOptions): Promise<CallResult<ResponseOf<E>>> {
    return (await this.load()).call(endpoint, params, body, options)
  }

  async download<E extends AnyEndpoint>(
    endpoint: E,
    params: CallParams<E>,
    file: string,
    options: { maxBytes: number; accept: string }
  ): Promise<DownloadResult> {
    return (await this.load()).download(endpoint, params, file, options)
  }

  async send(request: EncodedRequest, maxAnswerBytes?: number): Promise<CallResult<unknown>> {
    return (await this.load()).send(request, maxAnswerBytes)
  }
}
