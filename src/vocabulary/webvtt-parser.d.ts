// The part of the W3C's WebVTT parser (webvtt-parser) the site uses: a file's cues and its mistakes, by line.
declare module "webvtt-parser" {
  export class WebVTTParser {
    parse(
      input: string,
      mode?: "metadata" | "chapters",
    ): { cues: Array<{ startTime: number; endTime: number; text: string }>; errors: Array<{ message: string; line: number; col: number }> }
  }
}
