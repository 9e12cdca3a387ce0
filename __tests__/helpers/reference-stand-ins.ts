import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { ReferenceCase, Workspace } from '../contract/reference-cases.js'
import { startGitHubStandIn } from './github-api.js'
import { startJiraStandIn, type JiraStandIn } from './jira-api.js'
import { reportTask, startSonarStandIn, type SonarStandIn } from './sonar-api.js'

/** What a case's run gets from the stand-ins of SonarQube and Jira: its arguments and inputs pointed at them, and how to sign in. */
export interface Trackers {
  cli: string[]
  inputs: Record<string, string>
  /** The action's environment besides the case's. */
  env: Record<string, string>
  sonar?: SonarStandIn
  jira?: JiraStandIn
}

const replace = (text: string, urls: Record<string, string>) => Object.entries(urls).reduce((out, [mark, url]) => out.split(mark).join(url), text)

/**
 * Runs `fn` with the case's SonarQube and Jira stand-ins up, the scanner's report (pointing at
 * SonarQube's stand-in) written into the clone, `<SONAR>` and `<JIRA>` replaced by their URLs,
 * and the credentials added as each side takes them; then takes all of it down again.
 */
export async function withTrackers<T>(c: ReferenceCase, workspace: Workspace, side: 'client' | 'action', fn: (t: Trackers) => Promise<T>): Promise<T> {
  const sonar = c.sonar ? await startSonarStandIn(c.sonar.state) : undefined
  const jira = c.jira ? await startJiraStandIn(c.jira.state) : undefined
  const github = c.jira?.github && side === 'action' ? await startGitHubStandIn(c.jira.github) : undefined
  const report = c.sonar?.reportTask
  const reportDir = report ? path.join(workspace.dir, report.path.split('/')[0]) : undefined
  try {
    if (report && sonar) {
      mkdirSync(path.dirname(path.join(workspace.dir, report.path)), { recursive: true })
      writeFileSync(path.join(workspace.dir, report.path), reportTask(sonar.url, report.project, report.task))
    }
    const urls = { '<SONAR>': sonar?.url ?? '<SONAR>', '<JIRA>': jira?.url ?? '<JIRA>' }
    const cli = c.cli.map((arg) => replace(arg, urls))
    const inputs = Object.fromEntries(Object.entries(c.inputs).map(([name, value]) => [name, replace(value, urls)]))
    if (sonar) {
      if (side === 'client') cli.push('--sonar-api-token', sonar.state.token)
      else inputs['sonar-token'] = sonar.state.token
    }
    if (jira && c.jira) {
      const { username, apiToken, pat } = jira.state
      if (side === 'client') cli.push(...(c.jira.auth === 'pat' ? ['--jira-pat', pat] : ['--jira-username', username, '--jira-api-token', apiToken]))
      else Object.assign(inputs, c.jira.auth === 'pat' ? { 'jira-pat': pat } : { 'jira-username': username, 'jira-api-token': apiToken })
    }
    if (github) inputs['github-token'] = 'gh-token'
    return await fn({ cli, inputs, env: github ? { GITHUB_API_URL: github.url } : {}, sonar, jira })
  } finally {
    if (reportDir) rmSync(reportDir, { recursive: true, force: true })
    await sonar?.stop()
    await jira?.stop()
    await github?.stop()
  }
}
