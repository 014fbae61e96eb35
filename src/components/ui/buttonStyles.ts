// Class names for link-shaped buttons, shared so every call to action looks the same.
const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2"

export const buttonStyles = {
  primary: `${base} bg-brand-800 text-white shadow-sm hover:bg-brand-700 focus-visible:outline-brand-800`,
  secondary: `${base} border border-slate-300 bg-white text-slate-800 hover:border-slate-400 hover:bg-slate-50 focus-visible:outline-brand-800`,
  inverse: `${base} bg-white text-brand-900 shadow-sm hover:bg-brand-50 focus-visible:outline-white`,
} as const
