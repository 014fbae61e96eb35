/** @jest-environment node */
// The layering rule (.dependency-cruiser.mjs) refuses an import that breaks it and a circle, and
// lets through what it allows: run on a small tree of files named as src/'s are.
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { temporaryFolders } from "../test/temporary-folders"

const root = path.join(__dirname, "..", "..")
const CRUISER = path.join(root, "node_modules", "dependency-cruiser", "bin", "dependency-cruise.mjs")
const folder = temporaryFolders(afterAll)

/** The rule's verdict on a tree of `files` (path: the paths it imports): its status and the violations it names. */
function cruise(files: Record<string, string[]>): { status: number | null; said: string } {
  const dir = folder("layers-")
  fs.copyFileSync(path.join(root, "tsconfig.json"), path.join(dir, "tsconfig.json"))
  for (const [file, imports] of Object.entries(files)) {
    fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true })
    const lines = imports.map(
      (to, i) =>
        `import { x as x${i} } from "${path
          .relative(path.dirname(file), to)
          .replace(/^(?!\.)/, "./")
          .replace(/\.tsx?$/, "")}"`,
    )
    fs.writeFileSync(path.join(dir, file), `${lines.join("\n")}\nexport const x = [${imports.map((_, i) => `x${i}`).join(", ")}]\n`)
  }
  const run = spawnSync(process.execPath, [CRUISER, "src", "--config", path.join(root, ".dependency-cruiser.mjs"), "--output-type", "err"], {
    cwd: dir,
    encoding: "utf8",
  })
  return { status: run.status, said: `${run.stdout}${run.stderr}` }
}

// What the rule allows: a kind made of the vocabulary, a ui part and its own folder, the kinds'
// registry above it, the assembly above that.
const ALLOWED = {
  "src/vocabulary/fields.ts": [],
  "src/components/ui/Container.tsx": ["src/vocabulary/fields.ts"],
  "src/sections/cards/Cards.tsx": ["src/vocabulary/fields.ts", "src/components/ui/Container.tsx", "src/sections/cards/kind.ts"],
  "src/sections/cards/kind.ts": ["src/vocabulary/fields.ts"],
  "src/sections/text/kind.ts": [],
  "src/sections/kinds.ts": ["src/sections/cards/kind.ts", "src/sections/text/kind.ts"],
  "src/site/page-schema.ts": ["src/sections/kinds.ts", "src/vocabulary/fields.ts"],
  "src/node/headers/former-addresses.ts": ["src/site/page-schema.ts"],
}

test("the imports the rule allows pass", () => {
  const { status, said } = cruise(ALLOWED)
  expect(said).toContain("no dependency violations found")
  expect(status).toBe(0)
})

test("each import that breaks a layer, and a circle, is refused by its rule", () => {
  const { status, said } = cruise({
    ...ALLOWED,
    // A kind that imports the assembly, and one that imports another kind.
    "src/sections/quote/kind.ts": ["src/site/page-schema.ts"],
    "src/sections/steps/kind.ts": ["src/sections/text/kind.ts"],
    // The vocabulary reaching up to a kind; a view that knows the kinds; the assembly importing a build hook.
    "src/vocabulary/limits.ts": ["src/sections/kinds.ts"],
    "src/components/views/PageView.tsx": ["src/sections/kinds.ts"],
    "src/site/links.ts": ["src/node/headers/former-addresses.ts"],
    "src/site/a.ts": ["src/site/b.ts"],
    "src/site/b.ts": ["src/site/a.ts"],
  })
  expect(status).not.toBe(0)
  const errors = said.split("\n").filter((line) => line.includes("error"))
  for (const expected of [
    "error kind: src/sections/quote/kind.ts → src/site/page-schema.ts",
    "error kind: src/sections/steps/kind.ts → src/sections/text/kind.ts",
    "error vocabulary: src/vocabulary/limits.ts → src/sections/kinds.ts",
    "error views: src/components/views/PageView.tsx → src/sections/kinds.ts",
    "error assembly: src/site/links.ts → src/node/headers/former-addresses.ts",
    "error no-circle: src/site/a.ts →",
  ])
    expect(errors.join("\n")).toContain(expected)
})
