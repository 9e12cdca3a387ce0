import { clip } from '../../util/text.js'
import { ReportTaskError } from './errors.js'

/**
 * What a SonarQube scanner writes into `report-task.txt` after submitting an analysis
 * (`key=value` lines): the server, the project, and the compute-engine task that turns the
 * submitted report into an analysis.
 */
export interface ReportTask {
  projectKey?: string
  serverUrl?: string
  dashboardUrl?: string
  ceTaskId: string
  ceTaskUrl?: string
}

/** A scanner writes a few hundred bytes; anything near this is not its report. */
export const REPORT_TASK_MAX_BYTES = 64 * 1024

const TASK_ID = /^[A-Za-z0-9_.:-]{1,200}$/

/** The fields of a `report-task.txt`; a file without a task to wait for is refused, saying what it lacks. */
export function parseReportTask(text: string): ReportTask {
  if (text.includes('\0')) throw new ReportTaskError('is binary, not the text file a SonarQube scanner writes')
  const fields = new Map<string, string>()
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim()
    if (trimmed === '' || trimmed.startsWith('#')) continue
    const eq = trimmed.indexOf('=')
    if (eq <= 0) throw new ReportTaskError(`has a line that is not \`key=value\`: \`${clip(trimmed, 60)}\``)
    fields.set(trimmed.slice(0, eq).trim(), trimmed.slice(eq + 1).trim())
  }
  const get = (name: string) => (fields.get(name) ? fields.get(name) : undefined)
  let ceTaskId = get('ceTaskId')
  const ceTaskUrl = get('ceTaskUrl')
  if (ceTaskId === undefined && ceTaskUrl !== undefined) {
    try {
      ceTaskId = new URL(ceTaskUrl).searchParams.get('id') ?? undefined
    } catch {
      throw new ReportTaskError(`has a \`ceTaskUrl\` that is not a URL: \`${clip(ceTaskUrl, 80)}\``)
    }
  }
  if (ceTaskId === undefined) throw new ReportTaskError('names no analysis task (neither `ceTaskId` nor `ceTaskUrl`)')
  if (!TASK_ID.test(ceTaskId)) throw new ReportTaskError(`has a task id that is not one SonarQube gives: \`${clip(ceTaskId, 60)}\``)
  return { projectKey: get('projectKey'), serverUrl: get('serverUrl'), dashboardUrl: get('dashboardUrl'), ceTaskId, ceTaskUrl }
}
