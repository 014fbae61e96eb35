/** @jest-environment node */
// No dependency without a use: each package listed in package.json is named by the code or the
// configuration that uses it, or is listed here with what uses it. (An import of a package not
// listed is refused by the linter: Biome's noUndeclaredDependencies.)
import fs from "node:fs"
import path from "node:path"

const root = path.join(__dirname, "..", "..")
const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}

// Packages no file names, each with what needs it.
const USED_INDIRECTLY: Record<string, string> = {
  "@swc/core": "terser-webpack-plugin's swcMinify, which src/node/output/webpack-config.ts chooses, loads it",
  "@testing-library/dom": "@testing-library/react's peer dependency",
  "jest-environment-jsdom": 'jest.config.ts names it as testEnvironment "jsdom"',
  postcss: "gatsby-plugin-postcss's peer dependency, which runs Tailwind",
  "ts-node": "Jest reads jest.config.ts through it",
  "@biomejs/biome": "the biome command: npm run lint and format, and scripts/test-all.sh",
}
const isTypes = (name: string) => name.startsWith("@types/")

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return ["node_modules", ".cache", "public", ".git", "__fixtures__"].includes(entry.name) ? [] : sourceFiles(file)
    return /\.(m?[jt]sx?|css|sh|json|jsonc|toml|yml)$/.test(entry.name) && !["package.json", "package-lock.json", "renovate.json"].includes(entry.name)
      ? [file]
      : []
  })
}

test("every dependency is named by the code or configuration that uses it, or listed with what needs it", () => {
  const text = [
    ...sourceFiles(path.join(root, "src")),
    ...sourceFiles(path.join(root, "scripts")),
    ...sourceFiles(path.join(root, "e2e")),
    ...fs
      .readdirSync(root)
      .filter((name) => /\.(ts|tsx|js|jsonc?|toml)$/.test(name) && !name.startsWith("package"))
      .map((name) => path.join(root, name)),
    path.join(root, ".github"),
  ]
    .filter((file) => fs.existsSync(file) && fs.statSync(file).isFile())
    .map((file) => fs.readFileSync(file, "utf8"))
    .join("\n")
  const unused = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)].filter(
    (name) => !isTypes(name) && !USED_INDIRECTLY[name] && !text.includes(`"${name}`) && !text.includes(` ${name} `) && !text.includes(`'${name}`),
  )
  expect(unused).toEqual([])
})
