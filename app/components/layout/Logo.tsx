/** The brand mark: a stylised circuit node in the primary colour. */
export function Logo({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 36 36" aria-hidden="true" focusable="false" className="logo">
      <rect x="1" y="1" width="34" height="34" rx="9" fill="#1d7a6a" />
      <path d="M10 12h16M18 12v14M10 20h4m8 0h4" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
      <circle cx="18" cy="12" r="2.6" fill="#00fff0" />
    </svg>
  );
}
