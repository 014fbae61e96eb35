// The not-found page body; it logs the unknown path once, at arrival (notFoundLog.ts).
import React, { useEffect } from "react"
import { KeepCompounds } from "../ui/KeepCompounds"
import { Link } from "gatsby"
import type { SiteContent } from "../../vocabulary/schema"
import { Container } from "../ui/Container"
import { buttonStyles } from "../ui/buttonStyles"
import { LOGGED_PATH, notFoundLogScript, notFoundMessage } from "./notFoundLog"

type NotFoundViewProps = { notFound: SiteContent["notFound"]; pathname: string }

export function NotFoundView({ notFound, pathname }: NotFoundViewProps) {
  useEffect(() => {
    if (window[LOGGED_PATH] === pathname) delete window[LOGGED_PATH]
    else console.error(notFoundMessage(pathname))
  }, [pathname])

  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own one-line script, hashed into the CSP */}
      <script dangerouslySetInnerHTML={{ __html: notFoundLogScript }} />
      <p className="text-7xl font-bold tracking-tight text-brand-800" aria-hidden="true">
        {notFound.code}
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">
        <span className="sr-only">{notFound.code}: </span>
        <KeepCompounds text={notFound.heading} />
      </h1>
      <p className="mt-3 max-w-md text-slate-600">{notFound.body}</p>
      <Link to="/" className={`${buttonStyles.primary} mt-8`}>
        {notFound.homeLink}
      </Link>
    </Container>
  )
}
