// The view of each kind of section, by its kind: a kind without a view is a type error. The
// section a view takes is the section as the page draws it (an image made sized images, Markdown
// made HTML, what the kind derives added), so the union PageView draws is derived from here.
import React from "react"
import type { SectionType } from "./kinds"
import type { SectionViewProps } from "../vocabulary/section-view"
import { Assurances } from "./assurances/Assurances"
import { CallToAction } from "./callToAction/CallToAction"
import { Cards } from "./cards/Cards"
import { Figures } from "./figures/Figures"
import { Form } from "./form/Form"
import { Opening } from "./opening/Opening"
import { Logos } from "./logos/Logos"
import { PageList } from "./pageList/PageList"
import { Plans } from "./plans/Plans"
import { Questions } from "./questions/Questions"
import { Quote } from "./quote/Quote"
import { Steps } from "./steps/Steps"
import { Team } from "./team/Team"
import { TextSection } from "./text/TextSection"
import { Video } from "./video/Video"

export const SECTION_VIEWS = {
  opening: Opening,
  cards: Cards,
  figures: Figures,
  text: TextSection,
  team: Team,
  callToAction: CallToAction,
  pageList: PageList,
  questions: Questions,
  steps: Steps,
  quote: Quote,
  logos: Logos,
  plans: Plans,
  assurances: Assurances,
  form: Form,
  video: Video,
} satisfies { [Kind in SectionType]: (props: SectionViewProps<never>) => React.ReactNode }

type Views = typeof SECTION_VIEWS
/** A section of the kind `Kind` as its view draws it. */
export type SectionViewOf<Kind extends SectionType> = Parameters<Views[Kind]>[0]["section"] & { type: Kind }
/** A section of any kind as the page draws it. */
export type SectionView = { [Kind in SectionType]: SectionViewOf<Kind> }[SectionType]

/** Draws `section` with its kind's view. */
export function SectionOnPage<Kind extends SectionType>(props: SectionViewProps<SectionViewOf<Kind>>) {
  // Each view takes its own kind's section: `props.section.type` says which.
  const View = SECTION_VIEWS[props.section.type] as unknown as (props: SectionViewProps<SectionViewOf<Kind>>) => React.ReactNode
  return <View {...props} />
}
