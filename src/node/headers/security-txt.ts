// /.well-known/security.txt (RFC 9116): where a researcher who finds a vulnerability reports it,
// from site.json's security group, whose expiry the content check keeps in the future.
import fs from "node:fs"
import path from "node:path"

export type SecurityPolicy = { contact: string; expires: string }

/** The file's text: contact, expiry (the end of its day, UTC), its own address and language. */
export const securityTxt = ({ contact, expires }: SecurityPolicy, siteUrl: string) =>
  [`Contact: mailto:${contact}`, `Expires: ${expires}T23:59:59.000Z`, `Canonical: ${siteUrl}/.well-known/security.txt`, "Preferred-Languages: en", ""].join(
    "\n",
  )

export function writeSecurityTxt(policy: SecurityPolicy, siteUrl: string, publicDir = "public") {
  fs.mkdirSync(path.join(publicDir, ".well-known"), { recursive: true })
  fs.writeFileSync(path.join(publicDir, ".well-known", "security.txt"), securityTxt(policy, siteUrl))
}
