import React from "react"
import { render, screen } from "@testing-library/react"
import { PagePath, SmartLink } from "./SmartLink"

const onPage = (path: string | undefined, link: React.ReactElement) => render(<PagePath.Provider value={path}>{link}</PagePath.Provider>)

test("a link to a place on the page it is on is a plain #anchor there, and the page's address elsewhere", () => {
  const hrefOn = (path: string | undefined, to: string) => {
    const { unmount } = onPage(path, <SmartLink to={to}>There</SmartLink>)
    const href = screen.getByRole("link").getAttribute("href")
    unmount()
    return href
  }
  expect(hrefOn("/", "/#features")).toBe("#features")
  expect(hrefOn("/pricing/", "/pricing#savings")).toBe("#savings")
  expect(hrefOn("/about", "/#features")).toBe("/#features")
  expect(hrefOn("/pricing", "/pricing-plans#savings")).toBe("/pricing-plans#savings")
  expect(hrefOn(undefined, "/#features")).toBe("/#features")
})

test("a link whose words are its address is marked, whatever its scheme or closing slash, and no other", () => {
  onPage(
    "/",
    <>
      <SmartLink to="mailto:hello@veridraft.example.com">hello@veridraft.example.com</SmartLink>
      <SmartLink to="https://www.veridraft.example.com/">www.veridraft.example.com</SmartLink>
      <SmartLink to="https://schedule.veridraft.example.com/demo">Book a Demo</SmartLink>
      <SmartLink to="/pricing">
        <b>/pricing</b>
      </SmartLink>
    </>,
  )
  expect(screen.getAllByRole("link").map((link) => link.hasAttribute("data-bare"))).toEqual([true, true, false, false])
})
