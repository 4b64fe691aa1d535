/** The brand mark: a rising step inside a rounded square (inline SVG, no request). */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#1d4ed8" />
      <path d="M8 22h6v-5h5v-5h5" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="24" cy="12" r="2.2" fill="#fbbf24" />
    </svg>
  )
}
