// The site's CSS as the /admin/ page was served it: inline in the production HTML, a
// stylesheet link (/commons.css) in the develop server's. Read once for the preview frames,
// then taken off the page so it does not restyle the editor itself.
export async function siteStylesheets(document: Document): Promise<string> {
  const sheets = [...document.querySelectorAll<HTMLStyleElement | HTMLLinkElement>('style[data-identity="gatsby-global-css"], link[rel="stylesheet"]')]
  const texts = await Promise.all(
    sheets.map((sheet) => (sheet instanceof HTMLLinkElement ? fetch(sheet.href).then((response) => response.text()) : (sheet.textContent ?? ""))),
  )
  for (const sheet of sheets) sheet.remove()
  return texts.join("\n")
}
