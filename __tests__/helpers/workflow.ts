import { writeFileSync } from 'node:fs'
import path from 'node:path'
import type { GitRepo } from './git-repo.js'

/** The runner's variables for a push to main of `acme/shop`, checked out in `repo`. */
export function pushEnv(repo: GitRepo): Record<string, string> {
  const head = repo.commits[repo.commits.length - 1]
  const event = {
    ref: 'refs/heads/main',
    after: head,
    repository: { id: 424242, full_name: 'acme/shop', description: 'The shop', html_url: 'https://github.com/acme/shop' },
    head_commit: { id: head, message: 'Change 4' },
    pusher: { name: 'octocat' }
  }
  const eventPath = path.join(repo.dir, '..', `${path.basename(repo.dir)}-event.json`)
  writeFileSync(eventPath, JSON.stringify(event))
  return {
    GITHUB_WORKSPACE: repo.dir,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_EVENT_NAME: 'push',
    GITHUB_SHA: head,
    GITHUB_REF: 'refs/heads/main',
    GITHUB_REF_NAME: 'main',
    GITHUB_REPOSITORY: 'acme/shop',
    GITHUB_REPOSITORY_ID: '424242',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: '1001',
    GITHUB_ACTOR: 'octocat'
  }
}
