// Browsers without a built-in PDF viewer (most phones) show the <object>'s fallback inside the
// viewer's 80vh box. This head script marks the document before the first paint, so PdfViewer's
// styles can fit the box to the message with nothing swapped in when the page's scripts start.
export const noPdfViewerScript = `navigator.pdfViewerEnabled===false&&document.documentElement.setAttribute("data-pdf-viewer","none")`
