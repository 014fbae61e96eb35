// The classes of a writer's Markdown drawn as HTML: headings, paragraphs, lists, links, quotes,
// tables and images, wherever a section holds Markdown.
export const PROSE = [
  "max-w-3xl leading-relaxed text-slate-700",
  "[&_h2]:mt-10 [&_h2]:text-3xl sm:[&_h2]:text-4xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1",
  "[&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-4",
  "[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-2xl [&_img]:border [&_img]:border-slate-200",
].join(" ")
