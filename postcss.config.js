// Tailwind CSS 4 runs as a PostCSS plugin inside Gatsby's CSS pipeline.
module.exports = { plugins: { "@tailwindcss/postcss": {} } }
