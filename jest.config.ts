// Unit tests: components rendered from plain props in jsdom, and the content checks in node.
import type { Config } from "jest"

const config: Config = {
  testEnvironment: "jsdom",
  roots: ["<rootDir>/src"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: { "\\.css$": "<rootDir>/src/__mocks__/style.ts" },
  testPathIgnorePatterns: ["/node_modules/", "/\\.cache/", "/public/"],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  globals: { __PATH_PREFIX__: "", __BASE_PATH__: "" },
}

export default config
