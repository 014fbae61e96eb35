// Unit tests: components rendered from plain props in jsdom, and the content checks in node;
// integration tests (*.integration.test.ts): real builds, develop servers and the editor.
import type { Config } from "jest"

const config: Config = {
  testEnvironment: "jsdom",
  roots: ["<rootDir>/src"],
  // The scripts' own modules (.mjs) are tested as they are written, through the same transform.
  transform: { "^.+\\.m?[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleFileExtensions: ["js", "mjs", "cjs", "jsx", "ts", "tsx", "json", "node"],
  moduleNameMapper: { "\\.css$": "<rootDir>/src/__mocks__/style.ts" },
  // `npm run test:unit` (TEST_SCOPE=unit) leaves out the integration tests, which start Gatsby,
  // the editor's backend or a browser: the deploy runs it where there is no browser.
  testPathIgnorePatterns: ["/node_modules/", "/\\.cache/", "/public/", ...(process.env.TEST_SCOPE === "unit" ? ["\\.integration\\.test\\."] : [])],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  // The deploy runs the unit tests beside the type check and a build on two cores: a test of a
  // second on an idle machine can take several there, past Jest's default deadline of five.
  testTimeout: 20_000,
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  globals: { __PATH_PREFIX__: "", __BASE_PATH__: "" },
  // The project's own, not the system's temporary directory: kept between runs, gone with node_modules.
  cacheDirectory: "<rootDir>/node_modules/.cache/jest",
}

export default config
