// Checks every file in content/ against the schema and the files against each other (./site-check.ts),
// returning one problem per mistake, each naming the file, the field as the editor labels it and
// what was expected: the report a build or develop server prints.
import type { Redirect } from "../vocabulary/redirects"
import { counted } from "../vocabulary/counted"
import { formatProblem, type Problem } from "../vocabulary/problems"
import { readContentDir } from "./content-dir"
import { inEditorWords } from "./field-place"
import { checkSite } from "./site-check"

export { formatProblem, type Problem }

/** The report a build or develop server prints: a count, then one line per problem. */
export function formatProblems(problems: Problem[]): string {
  return `${counted(problems.length, "content problem")}:\n${problems.map(formatProblem).join("\n")}`
}

/**
 * Every problem in `contentDir`, the warnings of a site that still builds (a page no link reaches, an
 * announcement past its last day) and what the day `now` changes, from one read of its files.
 */
export function contentReport(
  contentDir: string,
  moves: readonly Redirect[] = [],
  now = new Date(),
): { problems: Problem[]; warnings: string[]; news: string[] } {
  const { problems, dataOf, warnings, news } = checkSite(readContentDir(contentDir), moves, now)
  return { problems: problems.map((problem) => inEditorWords(problem, dataOf.get(problem.file))), warnings, news }
}

/** Every problem in `contentDir`; `moves` are the pages' and documents' former addresses (src/node/headers/former-addresses.ts), which links and redirects may name. */
export const validateContentDir = (contentDir: string, moves: readonly Redirect[] = []): Problem[] => contentReport(contentDir, moves).problems

/** A warning for each page no link of the site reaches, naming its file; none while the content has a problem. */
export const unreachablePageWarnings = (contentDir: string, moves: readonly Redirect[] = []): string[] => contentReport(contentDir, moves).warnings
