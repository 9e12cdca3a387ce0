import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { gitHubApi, type GitHubApi } from '../../../src/clients/github/api.js'
import { beginCommitRead, gitCommitInfo } from '../../../src/clients/github/commit.js'
import { approvalCommitList } from '../../../src/operations/readers/approval-commits.js'
import { readRunContext } from '../../../src/clients/github/context.js'
import { repoInfo } from '../../../src/clients/github/repo.js'
import { silentLog } from '../../../src/util/log.js'
import { makeGitRepo, type GitRepo } from '../../helpers/git-repo.js'
import { Recorder } from '../../helpers/recorder.js'
import { tempDir } from '../../helpers/tree.js'
import { pushEnv } from '../../helpers/workflow.js'

let repo: GitRepo
let github: Recorder

beforeAll(async () => {
  repo = makeGitRepo(5)
  github = await new Recorder((req) => {
    if (req.url.startsWith('/repos/acme/shop/commits/')) {
      return {
        status: 200,
        body: {
          sha: 'x',
          author: { login: 'ada-l' },
          parents: [{ sha: 'p1' }],
          commit: {
            message: 'From API',
            author: { name: 'Ada', email: 'a@x', date: '2026-01-01T00:00:00Z' },
            verification: { verified: true, reason: 'valid' }
          }
        }
      }
    }
    if (req.url.startsWith('/repos/acme/shop/compare/')) {
      return { status: 200, body: { total_commits: 2, commits: [{ sha: 'c'.repeat(40) }, { sha: 'd'.repeat(40) }] } }
    }
    return { status: 404, body: { message: 'Not Found' } }
  }).start()
})
afterAll(() => github.stop())

function context(overrides: Record<string, string> = {}) {
  return readRunContext({ ...pushEnv(repo), GITHUB_API_URL: github.baseUrl.replace('/api/v2', ''), ...overrides })
}

describe('run context', () => {
  it('reads the runner variables and the event', () => {
    const ctx = context()
    expect(ctx).toMatchObject({ repository: 'acme/shop', branch: 'main', actor: 'octocat', runUrl: 'https://github.com/acme/shop/actions/runs/1001' })
    expect(repoInfo(ctx)).toEqual({ name: 'acme/shop', url: 'https://github.com/acme/shop', id: '424242', description: 'The shop', provider: 'github' })
  })

  it('takes the head branch on pull requests', () => {
    expect(context({ GITHUB_HEAD_REF: 'feature/x', GITHUB_REF: 'refs/pull/7/merge' }).branch).toBe('feature/x')
  })
})

describe('git_commit_info', () => {
  it('enriches the clone with the author login and signature from the GitHub API', async () => {
    const ctx = context()
    const info = await gitCommitInfo(ctx, repo.commits[4], await gitHubApi(ctx, 'ghs_token', silentLog), silentLog)
    expect(info).toMatchObject({
      sha1: repo.commits[4],
      message: 'Change 5\n\nBody of change 5',
      author: 'Ada Lovelace <ada@example.com>',
      author_username: 'ada-l',
      verified: true,
      signature_state: 'valid',
      parents: [repo.commits[3]]
    })
  })

  it('carries on with the clone when the API is unreachable, and says so in debug', async () => {
    const ctx = context({ GITHUB_API_URL: 'http://127.0.0.1:9' })
    const debug: string[] = []
    const log = { ...silentLog, debug: (m: string) => debug.push(m) }
    const info = await gitCommitInfo(ctx, repo.commits[4], await gitHubApi(ctx, 'ghs_token', log), log)
    expect(info.author).toBe('Ada Lovelace <ada@example.com>')
    expect(info.author_username).toBeUndefined()
    expect(debug.join('\n')).toContain('GitHub API did not give details')
  })

  // GitHub's round trip is the longer wait: asked at once, it runs while git reads the clone.
  it('asks GitHub before the clone has answered, and takes a null answer as none', async () => {
    const asked: unknown[] = []
    const api = { get: async (route: string, params: unknown) => (asked.push([route, params]), null) } as unknown as GitHubApi
    const pending = gitCommitInfo(context(), repo.commits[4], api, silentLog)
    expect(asked).toEqual([['GET /repos/{owner}/{repo}/commits/{ref}', { ref: repo.commits[4] }]])
    const info = await pending
    expect(info.author).toBe('Ada Lovelace <ada@example.com>')
    expect(info.author_username).toBeUndefined()
  })

  it('takes the answer GitHub was asked for ahead, and asks again only for a commit not asked', async () => {
    const asked: string[] = []
    const api = {
      get: async (_route: string, params: { ref: string }) => (asked.push(params.ref), { author: { login: `login-${asked.length}` } })
    } as unknown as GitHubApi
    const ctx = context()
    beginCommitRead(ctx, repo.commits[3], api)
    expect(asked).toEqual([repo.commits[3]])
    expect((await gitCommitInfo(ctx, repo.commits[3], api, silentLog)).author_username).toBe('login-1')
    expect((await gitCommitInfo(ctx, repo.commits[3], api, silentLog)).author_username).toBe('login-2')
    expect(asked).toEqual([repo.commits[3], repo.commits[3]])
  })

  // A blob could be of any size, and is no commit: git is asked for the commit of that name.
  it('reads no blob, tree or tag of the name as a commit', async () => {
    const blob = execFileSync('git', ['hash-object', '-w', '--stdin'], { cwd: repo.dir, input: 'not a commit\n', encoding: 'utf8' }).trim()
    const info = await gitCommitInfo(context(), blob, undefined, silentLog)
    expect(info).toEqual({ sha1: blob, branch: 'main', url: `https://github.com/acme/shop/commit/${blob}` })
  })

  it('falls back to the API for a commit the clone lacks', async () => {
    const ctx = context({ GITHUB_WORKSPACE: tempDir() })
    const info = await gitCommitInfo(ctx, 'e'.repeat(40), await gitHubApi(ctx, 'ghs_token', silentLog), silentLog)
    expect(info).toMatchObject({ message: 'From API', author: 'Ada <a@x>', timestamp: 1767225600, parents: ['p1'] })
  })
})

describe('approval commit list', () => {
  it('lists newest back to, not including, oldest', async () => {
    expect(await approvalCommitList(context(), repo.commits[4], repo.commits[1], undefined, silentLog)).toEqual([
      repo.commits[4],
      repo.commits[3],
      repo.commits[2]
    ])
  })

  it('asks the compare API on a shallow clone', async () => {
    const shallow = tempDir('shallow-')
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${repo.dir}`, shallow])
    const ctx = context({ GITHUB_WORKSPACE: shallow })
    const list = await approvalCommitList(ctx, repo.commits[4], repo.commits[1], await gitHubApi(ctx, 'ghs_token', silentLog), silentLog)
    expect(list).toEqual(['d'.repeat(40), 'c'.repeat(40)])
  })

  it('suggests fetch-depth: 0 when neither can answer', async () => {
    const shallow = tempDir('shallow-')
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${repo.dir}`, shallow])
    await expect(approvalCommitList(context({ GITHUB_WORKSPACE: shallow }), repo.commits[4], repo.commits[1], undefined, silentLog)).rejects.toThrow(
      'fetch-depth: 0'
    )
  })
})
