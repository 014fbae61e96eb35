// Compiles TypeScript and JSX for Jest with Gatsby's own Babel preset.
module.exports = require("babel-jest").default.createTransformer({
  presets: ["babel-preset-gatsby", "@babel/preset-typescript"],
})
